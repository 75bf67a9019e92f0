import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDocument } from '../../builder/search-document';
import { createHtmlParser, type HtmlParser } from '../../review/html-tree';
import { pageSnapshot } from '../../review/page-snapshot';
import type { PageEntry } from '../../src/shared/page-entry';

let parse: HtmlParser;
beforeAll(async () => {
  parse = await createHtmlParser();
});

const document = (main: string) => `<!doctype html><html lang="en"><body><main>${main}</main></body></html>`;

/** The report's words for a page's main part, each section as `heading: words`. */
const reportText = (main: string) =>
  pageSnapshot(parse(document(main))).regions.main.sections.map((section) =>
    [section.heading?.text, section.words.join(' ')].filter((part) => part !== undefined).join(': '),
  );

const entry: PageEntry = {
  file: 'insights/example.mdx',
  path: '/insights/example',
  frontmatter: {
    title: 'Example',
    description: 'An example.',
    lang: 'en',
    aliases: [],
    draft: false,
    noindex: false,
    allowHashLinks: false,
  },
};

/** The text Pagefind indexes for a page whose main part is `main`: the page's fragment, as search snippets are cut from it. */
async function searchText(main: string): Promise<string> {
  const { index, errors } = await pagefind.createIndex();
  if (!index) throw new Error(errors.join('; '));
  try {
    await index.addHTMLFile({ url: entry.path, content: searchDocument(entry, document(main)) });
    const { files } = await index.getFiles();
    const fragment = files.find((file) => file.path.startsWith('fragment/'));
    if (!fragment) throw new Error('Pagefind wrote no fragment');
    const data = gunzipSync(fragment.content).toString('utf8');
    return (JSON.parse(data.slice(data.indexOf('{'))) as { content: string }).content;
  } finally {
    await index.deleteIndex();
  }
}
afterAll(() => pagefind.close());

// Markup as the site's components write it (`src/components/`), with the classes that lay it out.
const statistic =
  '<dl class="m-0 grid gap-6 sm:grid-cols-2"><div class="flex flex-col-reverse gap-1"><dt class="text-base">Platforms we run</dt><dd class="m-0 text-4xl">24/7</dd></div></dl>';
const cardWithDate =
  '<article class="card grid gap-3"><h3 class="m-0 heading-3">Industry outlook</h3><time dateTime="2025-08-26" class="text-muted">August 26, 2025</time><p class="m-0">Updated quarterly.</p></article>';
const eyebrowAndDate =
  '<p class="m-0 flex flex-wrap gap-x-3 text-sm"><span class="eyebrow">AI &amp; Data</span><time dateTime="2025-04-24">April 24, 2025</time></p>';
const buttonRow =
  '<div class="flex gap-3"><a class="btn-primary" href="/a">Expansion</a><a class="btn-secondary" href="/b">Recognition</a></div>';
// Card's link: a flex row whose screen-reader text is not a flex item, so it reads on with the link text.
const cardLink =
  '<p class="m-0 eyebrow">Recognition</p><a href="/news/x" class="arrow-link mt-1">Read the news<span class="sr-only">: <!-- -->Recognised as a leader</span><span aria-hidden="true">→</span></a>';
const inlineWord =
  '<p>An <strong>un</strong>usual <em>re</em>sult, <a href="/x">read<span class="sr-only">: the study</span></a>.</p>';

describe('words stay words in the report', () => {
  it('reads a <dt> and its <dd> as two texts', () => {
    expect(reportText(statistic)).toEqual(['Platforms we run 24/7']);
    expect(pageSnapshot(parse(document(statistic))).regions.main.sections[0]).toEqual({
      words: ['Platforms', 'we', 'run', '24/7'],
      blockStarts: [3],
    });
  });

  it('reads a heading, then a date, then a paragraph apart', () => {
    expect(reportText(cardWithDate)).toEqual(['Industry outlook: August 26, 2025 Updated quarterly.']);
  });

  it('reads the children of a flex row apart, inline elements though they are', () => {
    expect(reportText(eyebrowAndDate)).toEqual(['AI & Data April 24, 2025']);
    expect(reportText(buttonRow)).toEqual(['Expansion Recognition']);
  });

  it('never splits a word that runs across inline elements', () => {
    expect(reportText(inlineWord)).toEqual(['An unusual result, read: the study.']);
  });

  it("reads a flex link's screen-reader text on with its text, and the label before it apart", () => {
    expect(pageSnapshot(parse(document(cardLink))).regions.main.sections[0]).toEqual({
      words: ['Recognition', 'Read', 'the', 'news:', 'Recognised', 'as', 'a', 'leader', '→'],
      blockStarts: [1, 8],
    });
  });
});

// Pagefind ends some blocks with a full stop of its own; what matters is the space.
describe('words stay words in the search index (real Pagefind)', () => {
  it('reads a <dt> and its <dd> as two texts', async () => {
    expect(await searchText(statistic)).toBe('Platforms we run 24/7.');
  });

  it('reads a heading, then a date, then a paragraph apart', async () => {
    expect(await searchText(cardWithDate)).toBe('Industry outlook. August 26, 2025 Updated quarterly.');
  });

  it('reads the children of a flex row apart, inline elements though they are', async () => {
    expect(await searchText(eyebrowAndDate)).toBe('AI & Data April 24, 2025.');
    expect(await searchText(buttonRow)).toBe('Expansion Recognition.');
  });

  it('never splits a word that runs across inline elements', async () => {
    expect(await searchText(inlineWord)).toBe('An unusual result, read: the study.');
  });

  it("reads a flex link's screen-reader text on with its text, and the label before it apart", async () => {
    // Pagefind leaves out the arrow, which is aria-hidden.
    expect(await searchText(cardLink)).toBe('Recognition. Read the news: Recognised as a leader');
  });
});
