import { describe, expect, it } from 'vitest';
import { failedBuild } from './authoring-failed-build';
import { firstStepMessages } from './fixture-checks';

describe('links are checked from the page source, with file, line, column and link text', () => {
  it('reports a missing frontmatter image, a broken link, a link to a draft, a missing image and a prop link in the same round as a frontmatter problem of another page', () => {
    // Read by the build's first step (readSite); bad-content.test.ts builds a broken link whole, to see the build stop.
    const lines = firstStepMessages('links-round').split('\n');
    expect(lines).toHaveLength(6);
    // The frontmatter message is another check's; only its place is pinned here.
    expect(lines[0]).toMatch(/^tests\/\.tmp\/links-round\/other\.mdx:3: title: /);
    expect(lines.slice(1)).toEqual([
      'tests/.tmp/links-round/page.mdx:4:8: image: no file at public/images/og/links-to-check.png',
      'tests/.tmp/links-round/page.mdx:7:5: link "our services" -> /services/nowhere: no page, alias or file at this path',
      'tests/.tmp/links-round/page.mdx:7:43: link "the quarterly results" -> /news/quarterly-results: /news/quarterly-results is a draft; publish it or remove the link',
      'tests/.tmp/links-round/page.mdx:9:1: image "Our team at the offsite" -> /images/team-offsite.jpg: no file at public/images/team-offsite.jpg',
      'tests/.tmp/links-round/page.mdx:11:74: link "Contact the cloud team" -> /services/clod: no page, alias or file at this path; did you mean /services/cloud?',
    ]);
  });

  // The one whole build of this kind: only the rendered pages show their ids.
  it('places a broken anchor, found only in the rendered page, back on its line', async () => {
    expect(await failedBuild('links-anchor')).toBe(
      [
        'tests/.tmp/links-anchor/page.mdx:6:9: link "the top" -> #top: no element with id "top" on /page',
        'tests/.tmp/links-anchor/page.mdx:6:31: link "the figures" -> /investors#financals: no element with id "financals" on /investors',
      ].join('\n'),
    );
  });
});
