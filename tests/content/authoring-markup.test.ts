import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { failedBuild } from './authoring-failed-build';
import { pageMessages } from './fixture-checks';
import { sharedGoodBuild, sharedLabel } from './shared-build';

// The whole build of a page with these mistakes: the one build of this kind of failure (component and
// markup checks, after bundling and before rendering), which must stop and write nothing.
describe('headings and markup that do not do what they look like stop the build with file:line:column', () => {
  const page = (name: string) => `tests/.tmp/markup-mistakes/mistakes/${name}.mdx`;
  let lines: string[];

  beforeAll(async () => {
    lines = (await failedBuild('markup-mistakes')).split('\n');
  });

  it('a second main heading, after the Hero that shows the first', () => {
    expect(lines).toContain(
      `${page('headings')}:10:1: \`# Our values\`: a second main heading (h1); the page's main heading is <Hero title> on line 6; use \`##\` here`,
    );
  });

  it('a skipped heading level, naming the level to use', () => {
    expect(lines).toContain(
      `${page('headings')}:14:1: \`#### In the office\`: skips a heading level (the heading above it is \`## How we work\` on line 12); use \`###\` here`,
    );
  });

  it('Markdown in a prop shown as plain text, with the text to write', () => {
    expect(lines).toContain(
      `${page('plain-text-prop')}:10:10: <Section> title: this prop is plain text, so the brackets and asterisks would show on the page; write title="Our new office in Gdańsk"`,
    );
  });

  it('a class and a style pasted onto HTML, each on its line, naming what to use instead', () => {
    expect(lines).toContain(
      `${page('pasted-html')}:10:6: \`<div class="note">\`: a class does nothing on this site, whose look comes from its components; remove it: for a band of the page use <Section> (tone="muted" tints it), for a box of text <Card>; see /_components`,
    );
    expect(lines).toContain(
      `${page('pasted-html')}:11:49: \`<span style="color: red">\`: inline styles are not used on this site, whose look comes from its components; remove it: for emphasis write **bold** or _italics_; for a band or box use <Section> or <Card>`,
    );
  });

  it('a link whose address has spaces, which Markdown leaves as typed', () => {
    expect(lines).toContain(
      `${page('spaced-link')}:10:6: link "the annual report" -> /files/Annual Report 2025.pdf: an address cannot hold spaces, so this shows as typed instead of as a link; rename the file without spaces, or write %20 for each space: /files/Annual%20Report%202025.pdf`,
    );
  });

  it('reports nothing else', () => {
    expect(lines).toHaveLength(6);
  });
});

describe('an HTML line break written as <br>', () => {
  it('is refused with the spelling MDX needs, not "add </br>"', async () => {
    // The compile of the page alone (checkPage): the same compile options as the build's.
    expect((await pageMessages('authoring-line-break')).problems).toBe(
      'tests/.tmp/authoring-line-break/page.mdx:8:25: `<br>`: write `<br />` for a line break (MDX needs the slash before >)',
    );
  });
});

describe('a paragraph swallowed by a list, and a component inside a list item', () => {
  const warned = (folder: string) => [
    `${folder}/lists.mdx:12:1: warning: this line joins the list item on line 11, so it shows inside that bullet; if it starts a new paragraph, put a blank line before it; if it belongs to the item, indent it to line up with the item's text`,
    `${folder}/lists.mdx:18:3: warning: <ButtonLink> is inside the list item on line 17, so it shows inside that bullet; to show it after the list, put a blank line before it and start it at the beginning of the line`,
  ];
  let outDir: string;
  let buildWarnings: string[];

  // Built with the other good fixtures over the base site, in one build (shared-build.ts).
  beforeAll(async () => {
    ({ outDir, warnings: buildWarnings } = await sharedGoodBuild());
  });

  it('warn with the fix, read from the page alone', async () => {
    expect((await pageMessages('markup-warnings')).warnings).toEqual(warned('tests/.tmp/markup-warnings'));
  });

  it('warn with the fix, and the build goes on', () => {
    expect(buildWarnings.filter((warning) => warning.startsWith(`${sharedLabel}/lists.mdx:`))).toEqual(
      warned(sharedLabel),
    );
  });

  it('the page is built as MDX reads it: the paragraph inside the last bullet', () => {
    const html = readFileSync(join(outDir, 'lists/index.html'), 'utf8');
    expect(html).toMatch(/<li>[^]*?Eight offices[^]*?We are hiring[^]*?<\/li>/);
  });
});
