import { describe, expect, it } from 'vitest';
import { firstStepMessages, pageMessages } from './fixture-checks';

// Read by the build's first step (readSite), and the curly quotes by the compile of each page (checkPage);
// bad-content.test.ts and authoring-mdx-syntax.test.ts build one fixture of each kind whole, to see the build stop.
describe('messages that give the fix instead of the wrong advice', () => {
  it('a site address without https:// and an email address without mailto:', () => {
    expect(firstStepMessages('messages-links')).toBe(
      [
        `tests/.tmp/messages-links/page.mdx:8:7: link "our partner's site" -> www.example.com: add https:// for another site, or start with / for a page here`,
        'tests/.tmp/messages-links/page.mdx:8:57: link "Jane" -> jane@example.com: write mailto:jane@example.com',
      ].join('\n'),
    );
  });

  it('curly quotes from a word processor inside {…} and {{ … }}', async () => {
    expect((await pageMessages('messages-curly-quotes')).problems).toBe(
      [
        'tests/.tmp/messages-curly-quotes/figures.mdx:8:18: `stats={[{ value: “42”, label: “offices” }]}`: replace the curly quotes with straight ones: `stats={[{ value: "42", label: "offices" }]}`',
        'tests/.tmp/messages-curly-quotes/prose.mdx:8:14: `{“fast”}`: replace the curly quotes with straight ones: `{"fast"}`',
      ].join('\n'),
    );
  });

  it('a field in the wrong case or misspelt, in a page and in a news item file, and a field written twice', () => {
    expect(firstStepMessages('messages-frontmatter')).toBe(
      [
        'tests/.tmp/messages-frontmatter/news/office-opening.yaml:4: sumary: Unknown field; did you mean summary?',
        'tests/.tmp/messages-frontmatter/title-case.mdx:2: Title: Unknown field; did you mean title?',
        'tests/.tmp/messages-frontmatter/twice.mdx:5: `title` is written twice, on lines 2 and 5; keep one',
      ].join('\n'),
    );
  });

  it('a tab indenting YAML, in a page and in a news item file', () => {
    const tab =
      'this line is indented with a tab; fields are indented with spaces, not tabs: replace the tab with spaces';
    expect(firstStepMessages('messages-tab-indent')).toBe(
      [
        `tests/.tmp/messages-tab-indent/news/office-opening.yaml:7:1: ${tab}`,
        `tests/.tmp/messages-tab-indent/page.mdx:5:1: ${tab}`,
      ].join('\n'),
    );
  });

  it('a Hindi page without lang: hi', () => {
    expect(firstStepMessages('messages-hindi')).toBe(
      'tests/.tmp/messages-hindi/hi/careers.mdx:4: lang: this page is in the hi/ folder, so it is in Hindi; add lang: hi',
    );
  });

  it('the same alias on two pages, naming both files and lines', () => {
    expect(firstStepMessages('messages-alias')).toBe(
      'tests/.tmp/messages-alias/offices.mdx:4: aliases: /locations is already an alias in tests/.tmp/messages-alias/contact-offices.mdx:6; an old path can lead to one page only: keep it in one of the two files',
    );
  });

  it('a photo whose file name differs in case', () => {
    expect(firstStepMessages('messages-photo-case')).toBe(
      'tests/.tmp/messages-photo-case/team.mdx:8:1: image "The team at work" -> ./team-photo.jpg: no file at tests/.tmp/messages-photo-case/team-photo.jpg; did you mean Team-Photo.jpg?',
    );
  });
});
