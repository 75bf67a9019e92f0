import { Parser } from 'htmlparser2';
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

/** An element or a text of the page's markup, as far as word breaks need it. */
interface MarkupNode {
  /** Where its source begins: an element's `<`, a text's first character. */
  start: number;
  /** An element's layout; a text has none. */
  layout?: ElementLayout;
  children: MarkupNode[];
}

/**
 * The page's elements and texts with where each begins, read by htmlparser2's tokenizer (comments
 * and the like left out). One read of the markup, no DOM: on the main thread, beside the render.
 */
function markupTree(html: string): MarkupNode {
  const root: MarkupNode = { start: 0, children: [] };
  const open: MarkupNode[] = [root];
  const current = () => open[open.length - 1];
  let textOpen = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element: MarkupNode = {
          start: parser.startIndex,
          layout: elementLayout(name, {
            get: (attribute) => attributes[attribute],
            has: (attribute) => attribute in attributes,
          }),
          children: [],
        };
        current().children.push(element);
        open.push(element);
        textOpen = false;
      },
      onclosetag() {
        if (open.length > 1) open.pop();
        textOpen = false;
      },
      // A text may come in several pieces (around its character references): one node, begun by the first.
      ontext() {
        if (!textOpen) current().children.push({ start: parser.startIndex, children: [] });
        textOpen = true;
      },
      oncomment() {
        textOpen = false;
      },
      onprocessinginstruction() {
        textOpen = false;
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.end(html);
  return root;
}

/**
 * The HTML with a space wherever the layout shows two texts apart but the markup has none
 * (`<span>Industry outlook</span><time>May 6, 2025</time>` in a flex row): Pagefind breaks words
 * only at the edges of the elements it knows as blocks, so it indexed "outlookMay" and its
 * snippets read so. The spaces go between tags, never into a text or an attribute.
 */
function withWordBreaks(html: string): string {
  const offsets = new Set<number>();
  const visit = (parent: MarkupNode, after: number) => {
    parent.children.forEach((node, index) => {
      // Where the node's end tag is followed by something else: the next node's start, or the parent's `after`.
      const next = index + 1 < parent.children.length ? parent.children[index + 1].start : after;
      if (breaksWordsAround(node.layout, parent.layout)) {
        offsets.add(node.start);
        // Screen-reader-only text next reads on with this node's (`word-breaks.ts`, readInLine).
        if (!parent.children[index + 1]?.layout?.readInLine) offsets.add(next);
      }
      if (node.layout && !node.layout.unseen) visit(node, next);
    });
  };
  visit(markupTree(html), html.length);
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
