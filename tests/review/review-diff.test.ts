import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { WordDiff } from '../../review/html/WordDiff';
import { createHtmlParser, type HtmlParser } from '../../review/html-tree';
import { wordRunsMarkdown } from '../../review/markdown-text';
import { markupChangeKey, markupHunks } from '../../review/markup-diff';
import { pageSnapshot } from '../../review/page-snapshot';
import { diffSequences } from '../../review/sequence-diff';
import { diffTextSections } from '../../review/text-diff';
import type { TextSection } from '../../review/visible-text';
import { Card } from '../../src/components/Card';
import { CardGrid } from '../../src/components/CardGrid';
import type { CardGridProps } from '../../src/components/CardGrid.props';

const words = (text: string) => text.split(' ');
const same = (text: string) => text;

describe('diffSequences', () => {
  it('finds the shortest edit between two word lists', () => {
    const runs = diffSequences(words('the quick brown fox jumps'), words('the slow brown fox leaps high'), same);
    expect(runs.map((run) => [run.kind, run.items.join(' ')])).toEqual([
      ['same', 'the'],
      ['removed', 'quick'],
      ['added', 'slow'],
      ['same', 'brown fox'],
      ['removed', 'jumps'],
      ['added', 'leaps high'],
    ]);
  });

  it('rebuilds both sides from its runs, whatever the edit', () => {
    const pick = (seed: number) =>
      Array.from({ length: 60 }, (_, index) => String.fromCharCode(97 + ((seed * (index + 7)) % 5)));
    for (let seed = 1; seed < 40; seed++) {
      const [a, b] = [pick(seed), pick(seed + 3).slice(seed % 11)];
      const runs = diffSequences(a, b, same);
      expect(runs.filter((run) => run.kind !== 'added').flatMap((run) => run.items)).toEqual(a);
      expect(runs.filter((run) => run.kind !== 'removed').flatMap((run) => run.items)).toEqual(b);
    }
  });

  it('with cleanup, folds the words two rewrites happen to share into one removal and one addition', () => {
    const before = words('we move the data of the bank to the cloud');
    const after = words('our engineers run the platforms of the insurer');
    const shortest = diffSequences(before, after, same);
    expect(shortest.filter((run) => run.kind === 'same').length).toBeGreaterThan(1);
    expect(diffSequences(before, after, same, { cleanup: true })).toEqual([
      { kind: 'removed', items: before },
      { kind: 'added', items: after },
    ]);
  });

  it('handles empty sides', () => {
    expect(diffSequences([], ['a'], same)).toEqual([{ kind: 'added', items: ['a'] }]);
    expect(diffSequences(['a'], [], same)).toEqual([{ kind: 'removed', items: ['a'] }]);
    expect(diffSequences([], [], same)).toEqual([]);
  });
});

describe('diffTextSections', () => {
  const page = (h2: string, body: string): TextSection[] => [
    { heading: { level: 1, text: 'Cloud' }, words: words('Lead paragraph of the page.') },
    { heading: { level: 2, text: h2 }, words: words(body) },
    {
      heading: { level: 3, text: 'Detail' },
      words: words('one two three four five six seven eight nine ten eleven twelve thirteen fourteen'),
    },
  ];

  it('tells a reworded paragraph by its section, with a few words around the change', () => {
    const long = 'a b c d e f g h i j k l m n o p';
    expect(diffTextSections(page('Why us', long), page('Why us', long.replace('h i', 'H I')))).toEqual([
      {
        heading: ['Why us'],
        runs: [
          { kind: 'gap' },
          { kind: 'same', text: 'b c d e f g' },
          { kind: 'removed', text: 'h i' },
          { kind: 'added', text: 'H I' },
          { kind: 'same', text: 'j k l m n o' },
          { kind: 'gap' },
        ],
      },
    ]);
  });

  it('reports a reworded heading once, under its new name, and names its subsections after it', () => {
    const before = page('Why us', 'x');
    const after = page('Why Northstar', 'x y');
    expect(diffTextSections(before, after)).toEqual([
      {
        heading: ['Why Northstar'],
        headingChange: { before: 'Why us', after: 'Why Northstar' },
        runs: [
          { kind: 'same', text: 'x' },
          { kind: 'added', text: 'y' },
        ],
      },
    ]);
  });

  it('reports a new section with all its words added, and nothing for unchanged text', () => {
    const before = page('Why us', 'x');
    const after = [...before, { heading: { level: 2, text: 'New' }, words: ['fresh', 'words'] }];
    expect(diffTextSections(before, after)).toEqual([
      { heading: ['New'], headingChange: { after: 'New' }, runs: [{ kind: 'added', text: 'fresh words' }] },
    ]);
    expect(diffTextSections(before, before)).toEqual([]);
  });
});

describe('diffTextSections on real markup', () => {
  let parse: HtmlParser;
  beforeAll(async () => {
    parse = await createHtmlParser();
  });
  const sectionsOf = (main: string) =>
    pageSnapshot(parse(`<!doctype html><html lang="en"><body><main>${main}</main></body></html>`)).regions.main
      .sections;
  // `· ` before a run that begins a block after another's words, as the report shows it apart.
  const changes = (before: string, after: string) =>
    diffTextSections(sectionsOf(before), sectionsOf(after)).map((section) =>
      section.runs.map((run) => (run.kind === 'gap' ? '…' : `${run.startsBlock ? '· ' : ''}${run.kind}: ${run.text}`)),
    );

  it('shows a list item inserted before a similar one as that one item (the sitemap case)', () => {
    const sitemap = (titles: string[]) =>
      `<h1>Site map</h1><h2>News</h2><ul>${titles.map((title) => `<li><a href="/news/x">${title}</a></li>`).join('')}</ul>`;
    const news = [
      'Q1 results: revenue up 12 per cent',
      'Northstar opens a new AI lab in Pune',
      'Northstar named a leader in cloud services',
    ];
    expect(
      changes(sitemap(news), sitemap([news[0], 'Northstar opens a delivery centre in Gdańsk', ...news.slice(1)])),
    ).toEqual([
      [
        '…',
        'same: results: revenue up 12 per cent',
        '· added: Northstar opens a delivery centre in Gdańsk',
        '· same: Northstar opens a new AI lab',
        '…',
      ],
    ]);
  });

  it('slides an insertion inside a changed block to the block edges', () => {
    const list = (items: string[]) => `<h2>News</h2><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
    // The block diff leaves the second item as a change of its own; the words in it still line up.
    expect(changes(list(['a b', 'x y z', 'c d']), list(['a b', 'x y z x y', 'c d']))).toEqual([
      ['same: a b', '· same: x y z', 'added: x y', '· same: c d'],
    ]);
  });

  it('shows a paragraph moved within a page as one removal and one addition, even beside a similar one', () => {
    const paragraphs = [
      'Our teams in Pune build cloud platforms for banks and insurers, and run them day and night.',
      'Our teams in Gdańsk build data platforms for retailers and airlines, and run them day and night.',
      'Contact us to talk about your platform.',
    ];
    const page = (order: number[]) => `<h1>About</h1>${order.map((at) => `<p>${paragraphs[at]}</p>`).join('')}`;
    expect(changes(page([0, 1, 2]), page([1, 0, 2]))).toEqual([
      [
        `removed: ${paragraphs[0]}`,
        '· same: Our teams in Gdańsk build data',
        '…',
        'same: and run them day and night.',
        `· added: ${paragraphs[0]}`,
        '· same: Contact us to talk about your',
        '…',
      ],
    ]);
    expect(changes(page([0, 1, 2]), page([1, 2, 0]))).toEqual([
      [
        `removed: ${paragraphs[0]}`,
        '· same: Our teams in Gdańsk build data',
        '…',
        'same: us to talk about your platform.',
        `· added: ${paragraphs[0]}`,
      ],
    ]);
  });

  it('keeps a card\'s label, title and link text apart in a list diff (the home page\'s "Latest news")', () => {
    // The cards as the site's own components render them (FeaturedNews: a CardGrid of Cards).
    const card = (eyebrow: string, title: string, summary: string) =>
      createElement(
        Card,
        {
          key: title,
          eyebrow,
          title,
          href: '/news/x',
          linkLabel: 'Read the news',
        },
        createElement('p', null, summary),
      );
    const recognition = card('Recognition', 'Recognised as a leader', 'Analysts rated our engineering depth.');
    const innovation = card('Innovation', 'New AI innovation centre opens', 'A place to design and test AI.');
    const home = (cards: ReturnType<typeof card>[]) =>
      `<h1>Home</h1><section><h2>Latest news</h2>${renderToStaticMarkup(createElement(CardGrid, { columns: 2 } as CardGridProps, ...cards))}</section>`;
    const diff = diffTextSections(sectionsOf(home([recognition])), sectionsOf(home([innovation, recognition])));
    expect(diff.map((section) => [section.heading.join(' › '), wordRunsMarkdown(section.runs)])).toEqual([
      ['Latest news', '**Innovation**'],
      [
        'Latest news › New AI innovation centre opens',
        // The link's screen-reader text reads on with it; the next card's label is not read into the link.
        '**A place to design and test AI.** · **Read the news: New AI innovation centre opens** · **→** · Recognition',
      ],
    ]);
    expect(renderToStaticMarkup(createElement(WordDiff, { runs: diff[1].runs }))).toBe(
      '<blockquote><ins>A place to design and test AI.</ins> · <ins>Read the news: New AI innovation centre opens</ins>' +
        ' · <ins>→</ins> · Recognition</blockquote>',
    );
  });

  it('shows a rewritten sentence as one removal and one addition, not fragments around the words they share', () => {
    const before = '<h2>Why us</h2><p>We move the data of the bank to the cloud in weeks.</p>';
    const after = '<h2>Why us</h2><p>Our engineers run the platforms of the insurer on the cloud every day.</p>';
    expect(changes(before, after)).toEqual([
      [
        'removed: We move the data of the bank to the cloud in weeks.',
        'added: Our engineers run the platforms of the insurer on the cloud every day.',
      ],
    ]);
  });
});

describe('markupHunks', () => {
  it('shows where a long tag changed, not its unchanged start', () => {
    const props = (extra: string) =>
      `<div data-island="Carousel" data-props="{&quot;slides&quot;:[${'x'.repeat(300)}]${extra}}">`;
    const [hunk] = markupHunks([props(''), '</div>'], [props(',"pageTitle":"Home"'), '</div>']);
    expect(hunk.before).toMatch(/^…x+]}">$/);
    expect(hunk.after).toMatch(/^…x+],"pageTitle":"Home"}">$/);
  });

  it('tells one change on every menu link as one change, wherever the links go', () => {
    const links = (extra: string, current: string) => [
      `<a href="/a"${current === 'a' ? ' aria-current="page"' : ''} class="link${extra}">`,
      'A',
      '</a>',
      `<a href="/b"${current === 'b' ? ' aria-current="page"' : ''} class="link${extra}">`,
      'B',
      '</a>',
    ];
    const onPageA = markupHunks(links('', 'a'), links(' bold', 'a'));
    const onPageB = markupHunks(links('', 'b'), links(' bold', 'b'));
    expect(onPageA).toHaveLength(2);
    expect(markupChangeKey(onPageA)).toBe(markupChangeKey(onPageB));
  });
});
