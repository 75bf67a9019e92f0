import { describe, expect, it } from 'vitest';
import { failedBuild } from './authoring-failed-build';
import { firstStepMessages, pageMessages } from './fixture-checks';

// Each mistake is read at the cheapest step that finds it: the build's first step (readSite) for
// frontmatter, paths and links, the compile of the page (checkPage) for an unknown component. A missing
// title and a broken link, one of each kind the first step finds, are also built whole.
describe('a build of bad content stops with the file, line and problem, and writes nothing', () => {
  it('bad YAML', () => {
    expect(firstStepMessages('bad-yaml')).toBe(
      'tests/.tmp/bad-yaml/page.mdx:3: this line is not one field, "name: value": if the value contains a colon, put the whole value in quotes',
    );
  });

  it('a missing title', () => {
    expect(firstStepMessages('missing-title')).toBe('tests/.tmp/missing-title/page.mdx:3: title: write the title');
  });

  it('a missing title stops the whole build with the same words, and nothing is written', async () => {
    expect(await failedBuild('missing-title')).toBe('tests/.tmp/missing-title/page.mdx:3: title: write the title');
  });

  it('an over-long description', () => {
    expect(firstStepMessages('long-description')).toBe(
      'tests/.tmp/long-description/page.mdx:3: description: Must be at most 160 characters (it has 173)',
    );
  });

  it('an unknown component', async () => {
    expect((await pageMessages('unknown-component')).problems).toMatch(
      /^tests\/\.tmp\/unknown-component\/page\.mdx:8:1: Unknown component <CaseStudyCards>; known components are .*CaseStudyCard,/,
    );
  });

  it('two files for one path', () => {
    expect(firstStepMessages('duplicate-path')).toBe(
      'tests/.tmp/duplicate-path/about-us/index.mdx: same path /about-us as tests/.tmp/duplicate-path/about-us.mdx; keep one of the two files',
    );
  });

  // Laid over the real pages: the message lists the real site's themes.
  it('a theme with no page under /insights/themes, in a blog post, an insight and a white paper', () => {
    const themes =
      'cloud-native, customer-experience, data-strategy, future-of-work, generative-ai, metaverse-web3, platform-business, security-resilience, sustainable-technology';
    expect(firstStepMessages('unknown-theme', { over: 'real' })).toBe(
      [
        `tests/.tmp/unknown-theme/blog/teams-and-agents.mdx:11: themes 2: no theme page /insights/themes/ai-agents; the themes are ${themes}`,
        `tests/.tmp/unknown-theme/insights/green-data-centres.mdx:7: themes 1: no theme page /insights/themes/sustainability; the themes are ${themes}`,
        `tests/.tmp/unknown-theme/whitepapers/agent-governance.mdx:8: themes 2: no theme page /insights/themes/agentic-ai; the themes are ${themes}`,
      ].join('\n'),
    );
  });

  const brokenLink =
    'tests/.tmp/broken-link/page.mdx:6:5: link "our services" -> /services/nowhere: no page, alias or file at this path';

  it('a broken internal link', () => {
    // Found in the source, before bundling; the anchor is checked once pages are rendered (links-source.test.ts).
    expect(firstStepMessages('broken-link')).toBe(brokenLink);
  });

  it('a broken internal link stops the whole build with the same words, and nothing is written', async () => {
    expect(await failedBuild('broken-link')).toBe(brokenLink);
  });
});
