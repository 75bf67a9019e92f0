import { Config, NodeType, Parser, type DOMNode, type HtmlElement, type ResolvedConfig } from 'html-validate';
import { notFoundPath, type PageEntry } from '../src/shared/page-entry';
import { pageTypeOf } from '../content/page-type-of';
import { escapeHtml } from '../src/layout/escape-html';
import { breaksWordsAround, elementLayout, type ElementLayout } from './word-breaks';

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

let parserConfig: ResolvedConfig | undefined;

/** html-validate's default configuration, which its parser needs; resolved once (without plugins, it resolves at once). */
function resolvedConfig(): ResolvedConfig {
  if (parserConfig) return parserConfig;
  const resolved = Config.defaultConfig().resolve();
  if (resolved instanceof Promise) throw new Error('html-validate resolved its default configuration asynchronously');
  parserConfig = resolved;
  return resolved;
}

const layoutOf = (element: HtmlElement): ElementLayout =>
  elementLayout(element.tagName.toLowerCase(), {
    get: (name) => {
      const value = element.getAttribute(name)?.value;
      return typeof value === 'string' ? value : undefined;
    },
    has: (name) => element.hasAttribute(name),
  });

/** Where a node's source begins: an element's `<`, a text's first character. */
const startOf = (node: DOMNode) =>
  node.nodeType === NodeType.ELEMENT_NODE ? node.location.offset - 1 : node.location.offset;

/**
 * The HTML with a space wherever the layout shows two texts apart but the markup has none
 * (`<span>Industry outlook</span><time>May 6, 2025</time>` in a flex row): Pagefind breaks words
 * only at the edges of the elements it knows as blocks, so it indexed "outlookMay" and its
 * snippets read so. The spaces go between tags, never into a text or an attribute.
 */
function withWordBreaks(html: string): string {
  const offsets = new Set<number>();
  const visit = (parent: HtmlElement, parentLayout: ElementLayout | undefined, after: number) => {
    const children = parent.childNodes.filter(
      (node) => node.nodeType === NodeType.ELEMENT_NODE || node.nodeType === NodeType.TEXT_NODE,
    );
    children.forEach((node, index) => {
      // Where the node's end tag is followed by something else: the next node's start, or the parent's `after`.
      const next = index + 1 < children.length ? startOf(children[index + 1]) : after;
      const layout = node.nodeType === NodeType.ELEMENT_NODE ? layoutOf(node as HtmlElement) : undefined;
      if (breaksWordsAround(layout, parentLayout)) {
        offsets.add(startOf(node));
        offsets.add(next);
      }
      if (layout && !layout.unseen) visit(node as HtmlElement, layout, next);
    });
  };
  visit(new Parser(resolvedConfig()).parseHtml(html), undefined, html.length);
  let spaced = '';
  let from = 0;
  for (const offset of [...offsets].sort((a, b) => a - b)) {
    spaced += `${html.slice(from, offset)} `;
    from = offset;
  }
  return spaced + html.slice(from);
}

/**
 * The HTML with what the page hides from assistive technology (`aria-hidden="true"`: the "→"
 * after a card's link, icons) left out of the index: decoration, not words, it showed in snippets
 * as stray arrows.
 */
function withoutDecoration(html: string): string {
  return html.replace(/(<[a-z][^>]*\saria-hidden="true")/g, '$1 data-pagefind-ignore');
}

/**
 * The document Pagefind indexes for a rendered page: only its `<main>` (header, menus and footer
 * are on every page and would match everything), with a space wherever its words end
 * (`withWordBreaks`), in the page's language, with the title, description, language and type as
 * metadata. Leaving the rest out halves the indexing time: the header and footer are most of a
 * page's HTML. The written page is left as it is.
 */
export function searchDocument(entry: PageEntry, html: string): string {
  const mains = html.match(/<main\b/g)?.length ?? 0;
  if (mains !== 1) throw new Error(`${entry.file}: search indexes a page’s one <main>, and this page has ${mains}`);
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>') + '</main>'.length);
  const lang = /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? entry.frontmatter.lang;
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head>${searchTags(entry)}</head>` +
    `<body>${withoutDecoration(withWordBreaks(main)).replace(/^\s*<main\b/, '<main data-pagefind-body')}</body></html>`
  );
}
