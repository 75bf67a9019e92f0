import { describe, expect, it } from 'vitest';
import { failedBuild } from './authoring-failed-build';

describe('a build of bad content stops with the file, line and problem, and writes nothing', () => {
  it('bad YAML', async () => {
    expect(await failedBuild('bad-yaml')).toBe(
      'tests/.tmp/bad-yaml/page.mdx:3: YAML: incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line (if the value contains a colon, put the whole value in quotes)',
    );
  });

  it('a missing title', async () => {
    expect(await failedBuild('missing-title')).toBe('tests/.tmp/missing-title/page.mdx:3: title: Required');
  });

  it('an over-long description', async () => {
    expect(await failedBuild('long-description')).toBe(
      'tests/.tmp/long-description/page.mdx:3: description: Must be at most 160 characters (it has 173)',
    );
  });

  it('an unknown component', async () => {
    expect(await failedBuild('unknown-component')).toMatch(
      /^tests\/\.tmp\/unknown-component\/page\.mdx:8:1: Unknown component <CaseStudyCards>; known components are .*CaseStudyCard,/,
    );
  });

  it('two files for one path', async () => {
    expect(await failedBuild('duplicate-path')).toBe(
      'tests/.tmp/duplicate-path/about-us/index.mdx: same path /about-us as tests/.tmp/duplicate-path/about-us.mdx; keep one of the two files',
    );
  });

  it('a theme with no page under /insights/themes, in a blog post, an insight and a white paper', async () => {
    const themes =
      'cloud-native, customer-experience, data-strategy, future-of-work, generative-ai, metaverse-web3, platform-business, security-resilience, sustainable-technology';
    expect(await failedBuild('unknown-theme')).toBe(
      [
        `tests/.tmp/unknown-theme/blog/teams-and-agents.mdx:11: themes[1]: no theme page /insights/themes/ai-agents; the themes are ${themes}`,
        `tests/.tmp/unknown-theme/insights/green-data-centres.mdx:7: themes[0]: no theme page /insights/themes/sustainability; the themes are ${themes}`,
        `tests/.tmp/unknown-theme/whitepapers/agent-governance.mdx:8: themes[1]: no theme page /insights/themes/agentic-ai; the themes are ${themes}`,
      ].join('\n'),
    );
  });

  it('a broken internal link', async () => {
    // Found in the source, before bundling; the anchor is checked once pages are rendered (links-source.test.ts).
    expect(await failedBuild('broken-link')).toBe(
      'tests/.tmp/broken-link/page.mdx:6:5: link "our services" -> /services/nowhere: no page, alias or file at this path',
    );
  });
});
