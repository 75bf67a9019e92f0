import { notFoundPath, type PageEntry } from '../src/shared/page-entry';
import { pageTypeOf } from '../content/page-type-of';
import { escapeHtml } from '../src/layout/escape-html';

/** Whether a page belongs in site search: every published page but the 404 page and `noindex` ones. */
export function isSearchable(entry: PageEntry): boolean {
  return entry.path !== notFoundPath && !entry.frontmatter.noindex;
}

/** The result fields search shows for a page, tagged the way Pagefind reads them. */
function searchTags(entry: PageEntry): string {
  const meta = (key: string, value: string) =>
    `<meta data-pagefind-meta="${key}[content]" content="${escapeHtml(value)}">`;
  return [
    meta('title', entry.frontmatter.title),
    meta('description', entry.frontmatter.description),
    // A result in another language than the search page's is marked so for screen readers.
    meta('lang', entry.frontmatter.lang),
    `<meta data-pagefind-filter="type[content]" content="${escapeHtml(pageTypeOf(entry.file))}">`,
  ].join('');
}

/**
 * The document Pagefind indexes for a rendered page: only its `<main>` (header, menus and footer
 * are on every page and would match everything), in the page's language, with the title,
 * description, language and type as metadata. Leaving the rest out halves the indexing time: the
 * header and footer are most of a page's HTML. The written page is left as it is.
 */
export function searchDocument(entry: PageEntry, html: string): string {
  const mains = html.match(/<main\b/g)?.length ?? 0;
  if (mains !== 1) throw new Error(`${entry.file}: search indexes a page’s one <main>, and this page has ${mains}`);
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>') + '</main>'.length);
  const lang = /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? entry.frontmatter.lang;
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head>${searchTags(entry)}</head>` +
    `<body>${main.replace(/^<main\b/, '<main data-pagefind-body')}</body></html>`
  );
}
