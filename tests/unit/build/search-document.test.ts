import { describe, expect, it } from 'vitest';
import { isSearchable, searchDocument } from '../../../builder/search-document';
import type { PageEntry } from '../../../src/shared/page-entry';

const entry = (file: string, path: string, frontmatter: Partial<PageEntry['frontmatter']> = {}): PageEntry => ({
  file,
  path,
  frontmatter: {
    title: 'Cloud & "more"',
    description: 'Moving to the <cloud>.',
    lang: 'en',
    aliases: [],
    draft: false,
    noindex: false,
    allowHashLinks: false,
    ...frontmatter,
  },
});

const page =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Cloud | Site</title></head>' +
  '<body><header>Menu</header><main id="main" tabindex="-1"><h1>Cloud</h1></main><footer>Footer</footer></body></html>';

describe('searchDocument', () => {
  it('keeps only <main>, marked as the text to index, and tags title, description, language and type', () => {
    expect(searchDocument(entry('services/cloud.mdx', '/services/cloud'), page)).toBe(
      '<!doctype html><html lang="en"><head>' +
        '<meta data-pagefind-meta="title[content]" content="Cloud &amp; &quot;more&quot;">' +
        '<meta data-pagefind-meta="description[content]" content="Moving to the &lt;cloud&gt;.">' +
        '<meta data-pagefind-meta="lang[content]" content="en">' +
        '<meta data-pagefind-filter="type[content]" content="Service">' +
        '</head><body><main data-pagefind-body id="main" tabindex="-1"> <h1>Cloud</h1></main> </body></html>',
    );
  });

  it('leaves what is hidden from assistive technology (a card link’s arrow, icons) out of the index', () => {
    const main =
      '<main><a href="/b">Read more <span aria-hidden="true">→</span></a><svg aria-hidden="true"></svg></main>';
    const indexed = searchDocument(entry('a.mdx', '/a'), page.replace(/<main.*<\/main>/, main));
    expect(indexed).toContain('<span aria-hidden="true" data-pagefind-ignore>→</span>');
    expect(indexed).toContain('<svg aria-hidden="true" data-pagefind-ignore>');
  });

  it('puts a space between texts the layout shows apart, and none inside a word or a text', () => {
    const main =
      '<main><p class="flex gap-3"><span class="eyebrow">Industry outlook</span><time>May 6, 2025</time></p>' +
      '<dl><div><dt>Platforms we run</dt><dd>24/7</dd></div></dl><p><strong>Un</strong>usual<span class="sr-only">: read</span> &amp; more</p></main>';
    const indexed = searchDocument(entry('a.mdx', '/a'), page.replace(/<main.*<\/main>/, main));
    expect(indexed).toContain(
      '<main data-pagefind-body> <p class="flex gap-3"> <span class="eyebrow">Industry outlook</span> <time>May 6, 2025</time></p>' +
        ' <dl> <div> <dt>Platforms we run</dt> <dd>24/7</dd></div></dl>' +
        ' <p><strong>Un</strong>usual<span class="sr-only">: read</span> &amp; more</p></main> </body>',
    );
  });

  it('keeps the page’s language, which names its index', () => {
    const hindi = page.replace('lang="en"', 'lang="hi"');
    expect(searchDocument(entry('hi/about-us.mdx', '/hi/about-us', { lang: 'hi' }), hindi)).toMatch(
      /^<!doctype html><html lang="hi">/,
    );
  });

  it('refuses a page without exactly one <main>', () => {
    expect(() => searchDocument(entry('a.mdx', '/a'), page.replace(/main/g, 'div'))).toThrow(
      'a.mdx: search indexes a page’s one <main>, and this page has 0',
    );
  });
});

describe('isSearchable', () => {
  it('leaves out the 404 page and noindex pages', () => {
    expect(isSearchable(entry('services/cloud.mdx', '/services/cloud'))).toBe(true);
    expect(isSearchable(entry('404.mdx', '/404'))).toBe(false);
    expect(isSearchable(entry('search.mdx', '/search', { noindex: true }))).toBe(false);
  });
});
