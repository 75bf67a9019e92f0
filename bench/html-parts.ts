import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatTable } from './table';

/** Where a page's HTML goes: the site header, the page's own content, the footer, and everything else (head, scripts). */
export interface HtmlParts {
  path: string;
  total: number;
  header: number;
  main: number;
  footer: number;
  /** Start tags in the whole document: the DOM's element count, near enough. */
  elements: number;
}

/** The first `<tag>...</tag>` from `from` on (the site's header, main and footer do not nest in themselves), or 0. */
function lengthOf(html: string, tag: string, from = 0): { length: number; end: number } {
  const start = html.slice(from).search(new RegExp(`<${tag}[\\s>]`));
  if (start < 0) return { length: 0, end: from };
  const close = html.indexOf(`</${tag}>`, from + start);
  if (close < 0) return { length: 0, end: from };
  const end = close + tag.length + 3;
  return { length: end - (from + start), end };
}

export function htmlParts(path: string, html: string): HtmlParts {
  const header = lengthOf(html, 'header');
  const main = lengthOf(html, 'main', header.end);
  const footer = lengthOf(html, 'footer', main.end);
  return {
    path,
    total: Buffer.byteLength(html),
    header: header.length,
    main: main.length,
    footer: footer.length,
    elements: html.match(/<[a-zA-Z]/g)?.length ?? 0,
  };
}

export async function readHtmlParts(
  outDir: string,
  routes: readonly { path: string; file: string }[],
): Promise<HtmlParts[]> {
  return Promise.all(routes.map(async ({ path, file }) => htmlParts(path, await readFile(join(outDir, file), 'utf8'))));
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The Lighthouse pages' HTML split into header, main and footer (KiB, characters as bytes), with their element counts. */
export function formatHtmlPartsTable(parts: readonly HtmlParts[]): string {
  return formatTable(
    ['route', 'HTML KiB', 'header', 'main', 'footer', 'rest', 'elements'],
    parts.map((part) => [
      part.path,
      kib(part.total),
      kib(part.header),
      kib(part.main),
      kib(part.footer),
      kib(part.total - part.header - part.main - part.footer),
      String(part.elements),
    ]),
    { left: [0] },
  );
}
