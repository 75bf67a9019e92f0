export interface DocumentParts {
  lang: string;
  /** Head tags already rendered (title, meta, links). */
  head: string;
  /** Stylesheet URLs. */
  styles: readonly string[];
  /** Module script URLs; empty for a page without islands, which then ships no JavaScript. */
  scripts: readonly string[];
  /** Module URLs to fetch early (island chunks and their imports). */
  preloads: readonly string[];
  /** The rendered page, placed in `#root`. */
  body: string;
}

/** The whole HTML document around a rendered page. */
export function documentHtml({ lang, head, styles, scripts, preloads, body }: DocumentParts): string {
  const lines = [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    head,
    ...styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    ...scripts.map((src) => `<script type="module" src="${src}"></script>`),
    '</head>',
    '<body>',
    `<div id="root">${body}</div>`,
    '</body>',
    '</html>',
    '',
  ];
  return lines.join('\n');
}
