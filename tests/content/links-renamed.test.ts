import { describe, expect, it } from 'vitest';
import { firstStepMessages } from './fixture-checks';

describe('a page renamed with an alias', () => {
  it('fails the build on every menu, content and frontmatter link that still uses the old path, naming the new one', () => {
    // Read by the build's first step (readSite), laid over the real pages: the rename is of a real page,
    // and what still names it is the real site's. bad-content.test.ts builds a broken link whole.
    // The fixture moves services/automation.mdx to services/intelligent-automation.mdx with `aliases: [/services/automation]`.
    const old =
      '/services/automation is an old path of /services/intelligent-automation (an alias that redirects there)';
    expect(firstStepMessages('links-renamed-page', { over: 'real' }).split('\n')).toEqual([
      `tests/.tmp/links-renamed-page/_navigation.yaml:81: menus 2.links 2.page: ${old}; write /services/intelligent-automation`,
      `tests/.tmp/links-renamed-page/case-studies/banking.mdx:6: service: ${old}; write intelligent-automation`,
      `tests/.tmp/links-renamed-page/case-studies/insurance-claims.mdx:6: service: ${old}; write intelligent-automation`,
      `tests/.tmp/links-renamed-page/case-studies/insurance.mdx:6: service: ${old}; write intelligent-automation`,
      `tests/.tmp/links-renamed-page/services/intelligent-automation.mdx:51:16: <CaseStudies> service: ${old}; write intelligent-automation`,
      `tests/.tmp/links-renamed-page/solutions.mdx:47:51: link "See automation services" -> /services/automation: ${old}; link to /services/intelligent-automation`,
    ]);
  });
});
