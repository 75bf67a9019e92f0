import { escapeHtml } from './escape-html';
import { speculationRulesScript } from './speculation-rules';

/** An image to fetch early: its URL, or a photo's first `<picture>` source, which only a browser that shows its type fetches. */
export type ImagePreload = string | { type: string; srcset: string; sizes: string };

function imagePreloadTag(preload: ImagePreload): string {
  if (typeof preload === 'string')
    return `<link rel="preload" as="image" href="${escapeHtml(preload)}" fetchpriority="high"/>`;
  const { type, srcset, sizes } = preload;
  return `<link rel="preload" as="image" type="${escapeHtml(type)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high"/>`;
}

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
  /** Image URLs to fetch early at high priority: the home hero's first image, nothing else. */
  imagePreloads?: readonly ImagePreload[];
  /** The rendered page, placed in `#root`. */
  body: string;
}

/**
 * The whole HTML document around a rendered page. Void elements are written self-closed, as
 * React writes them in the body, so the document has one style throughout.
 */
export function documentHtml({
  lang,
  head,
  styles,
  scripts,
  preloads,
  imagePreloads = [],
  body,
}: DocumentParts): string {
  const lines = [
    '<!DOCTYPE html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    head,
    ...styles.map((href) => `<link rel="stylesheet" href="${href}"/>`),
    ...imagePreloads.map(imagePreloadTag),
    ...preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`),
    ...scripts.map((src) => `<script type="module" src="${src}"></script>`),
    speculationRulesScript,
    '</head>',
    '<body>',
    `<div id="root">${body}</div>`,
    '</body>',
    '</html>',
    '',
  ];
  return lines.join('\n');
}
