import { describe, expect, it } from 'vitest';
import { pageMdxTree, withoutFrontmatter } from '../../../../content/component-checks/page-mdx-tree';
import { invisibleCharacterWarnings } from '../../../../content/markup/invisible-characters';
import { markupTrapsIn } from '../../../../content/markup/markup-traps';

/** What the one walk of the page's tree finds, as `line:column: [warning: ]message`. */
function findings(body: string): string[] {
  const text = `---\ntitle: A page\n---\n\n${body}\n`;
  return markupTrapsIn(pageMdxTree(text), withoutFrontmatter(text), new Set(['Card', 'Video'])).map(
    ({ line, column, message, severity }) => `${line}:${column}: ${severity ? 'warning: ' : ''}${message}`,
  );
}

describe('the copy editor slips of a page body', () => {
  it('a zero-width space and a soft hyphen pasted from Word, each named, where it sits', () => {
    expect(findings('Our cloud\u200B services and manage\u00ADment.')).toEqual([
      '5:10: warning: an invisible zero-width space (U+200B), pasted with the text, sits right after "cloud": it splits the word for search and spelling; delete it',
      '5:31: warning: an invisible soft hyphen (U+00AD), pasted with the text, sits right after "manage": it splits the word for search and spelling; delete it',
    ]);
  });

  it("in a component's prop too", () => {
    expect(findings('<Card title="Cloud\u200B services" />')).toEqual([
      '5:19: warning: an invisible zero-width space (U+200B), pasted with the text, sits right after "Cloud": it splits the word for search and spelling; delete it',
    ]);
  });

  it('in a YAML data file too (a news item, the menus), at its line and column', () => {
    expect(
      invisibleCharacterWarnings(
        'pages/news/q2.yaml',
        'title: Q2 results\nsummary: Revenue grew in every re\u00ADgion.\n',
      ),
    ).toEqual([
      {
        file: 'pages/news/q2.yaml',
        line: 2,
        column: 34,
        message:
          'an invisible soft hyphen (U+00AD), pasted with the text, sits right after "re": it splits the word for search and spelling; delete it',
        severity: 'warning',
      },
    ]);
  });

  it('a joiner that shapes Hindi or an emoji is wanted, not reported', () => {
    expect(findings('क्\u200Dष and 👩\u200D💻 and ज़\u200Cरा')).toEqual([]);
  });

  it('Word bullets glued into one paragraph, with the list to write', () => {
    expect(findings('Our offer:\n• Cloud\n• Data')).toEqual([
      '6:1: "•" is a bullet pasted from Word: the lines show run together as one paragraph, not as a list; make it a list: start each line with "- " instead of "•"',
    ]);
  });

  it('alt text that names the kind of thing or a file name, in Markdown and on a component', () => {
    expect(
      findings('![Photo](/images/a.png)\n\n![IMG_1234.jpg](/images/b.png)\n\n<Card imageAlt="hero-photo.png" />'),
    ).toEqual([
      '5:1: warning: alt text "Photo" names the kind of thing, not what the image shows, and is what screen readers and search engines get instead of the image; describe what it shows, e.g. "Two engineers at a server rack", or leave it empty if the image is only decoration',
      '7:1: warning: alt text "IMG_1234.jpg" is a file name, not what the image shows, and is what screen readers and search engines get instead of the image; describe what it shows, e.g. "Two engineers at a server rack", or leave it empty if the image is only decoration',
      '9:7: warning: alt text "hero-photo.png" is a file name, not what the image shows, and is what screen readers and search engines get instead of the image; describe what it shows, e.g. "Two engineers at a server rack", or leave it empty if the image is only decoration',
    ]);
    expect(findings('![The Berlin office at night](/images/a.png)\n\n![](/images/line.svg)')).toEqual([]);
  });

  it('alt and link texts written inside a component’s props, each where it is written', () => {
    expect(
      findings(
        "<Card\n  cards={[{ title: 'Cloud', imageAlt: 'image' }]}\n  action={{ label: 'Click here', href: '/contact-us' }}\n/>",
      ),
    ).toEqual([
      '6:39: warning: alt text "image" names the kind of thing, not what the image shows, and is what screen readers and search engines get instead of the image; describe what it shows, e.g. "Two engineers at a server rack", or leave it empty if the image is only decoration',
      '7:20: warning: link text "Click here" does not say where it leads, and screen readers and search engines read links on their own; write what the visitor finds there as the link\'s text, e.g. [the 2025 annual report](/contact-us)',
    ]);
    expect(
      findings(
        "<Card action={{ label: 'Talk to a cloud expert', href: '/contact-us' }} cards={[{ imageAlt: 'A data centre aisle' }]} />",
      ),
    ).toEqual([]);
  });

  it('a pasted iframe is refused, pointing to <Video>', () => {
    expect(findings('<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" />')).toEqual([
      '5:1: <iframe>: an embed pasted from another site is not shown on this site: it would load that site and its trackers on every visit; for a YouTube video write <Video youtube="https://www.youtube.com/watch?v=…" title="What the video shows" />, for anything else link to it; see /_components',
    ]);
  });

  it('a table row short of a cell, on its line', () => {
    expect(findings('| Office | City | Staff |\n|---|---|---|\n| HQ | Boston | 400 |\n| Lab | Berlin |')).toEqual([
      '8:1: this table row has 2 cells and the header has 3, so its last column shows empty; add the missing cell to the row (| Lab | Berlin | … |), or write | | where a cell is meant to be empty',
    ]);
  });

  it('a heading in capitals, but not an acronym', () => {
    expect(findings('## OUR SERVICES\n\n## FAQ\n\n## AI & ML')).toEqual([
      '5:1: warning: `## OUR SERVICES` is written in capitals; write headings in sentence case (`## Our services`): the design sets their case',
    ]);
  });

  it("link texts from Lighthouse's list, a click-here sentence, and a link of over 15 words", () => {
    const long = 'our full annual report for the year with every figure and every table that the board has approved';
    expect(
      findings(`[Read more](/insights). [Click here to see our offices](/contact-us). [${long}](/investors)`),
    ).toEqual([
      '5:1: warning: link text "Read more" does not say where it leads, and screen readers and search engines read links on their own; write what the visitor finds there as the link\'s text, e.g. [the 2025 annual report](/insights)',
      '5:25: warning: link text "Click here to see our offices" does not say where it leads, and screen readers and search engines read links on their own; write what the visitor finds there as the link\'s text, e.g. [the 2025 annual report](/contact-us)',
      '5:71: warning: link text "our full annual report for the year wit…" is 18 words long; make only the few words that name the destination the link (at most 15), and keep the rest as plain text',
    ]);
    expect(findings('[our cloud services](/services) and [here](mailto:sales@example.com)')).toEqual([]);
  });

  it('a page of over 100 KB of text', () => {
    expect(findings('word '.repeat(21_000))).toEqual([
      '1:1: warning: this page holds 103 KB of text, over 100 KB: more than anyone reads on one page, and slow to load; check nothing was pasted twice or by mistake, and split a long document into several pages or a PDF to download',
    ]);
  });
});
