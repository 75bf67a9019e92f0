import { copyFile, mkdir } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ImageChanges } from './report-model';
import type { BuiltPage } from './site-snapshot';

/**
 * An image a visitor sees in the same place, changed: the page now points at another file
 * (`before` ≠ `after`: an illustration replaced by a photo), or the file at the same path has new
 * bytes (`before` = `after`), which changes no page's HTML and would otherwise go unreported.
 */
export interface ImageReplacement {
  before: string;
  after: string;
  alt: string;
  /** The pages that show it. */
  routes: string[];
  /** Where the HTML report keeps each side's copy (`replaced/before/…`), once copied. */
  thumbnails?: { before: string; after: string };
}

const imageFile = /\.(?:avif|gif|jpe?g|png|svg|webp)$/i;

/** Share images are drawn from each page's title: their change is told with the title's, under SEO. */
const drawnPerPage = '/images/share/';

/** The swaps of every page and shared part, one entry for each, with every page it is on. */
function pointedElsewhere(changes: readonly { routes: readonly string[]; images: ImageChanges }[]): ImageReplacement[] {
  const found = new Map<string, ImageReplacement>();
  for (const { routes, images } of changes)
    for (const { before, after, alt } of images.replaced) {
      const key = `${before}\n${after}\n${alt}`;
      const replacement = found.get(key) ?? { before, after, alt, routes: [] };
      for (const route of routes) if (!replacement.routes.includes(route)) replacement.routes.push(route);
      found.set(key, replacement);
    }
  return [...found.values()];
}

function imagesOf(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => `/${file.split('\\').join('/')}`)
    .filter((path) => imageFile.test(path) && !path.startsWith(drawnPerPage));
}

function sameBytes(a: string, b: string): boolean {
  if (statSync(a).size !== statSync(b).size) return false;
  return readFileSync(a).equals(readFileSync(b));
}

/** The image paths of both builds whose file has new bytes. */
function filesReplaced(beforeDir: string, afterDir: string): string[] {
  const before = new Set(imagesOf(beforeDir));
  return imagesOf(afterDir).filter(
    (path) => before.has(path) && !sameBytes(join(beforeDir, path), join(afterDir, path)),
  );
}

/** Whether the HTML names `path` as a whole address (in `src`, `srcset` or a style's `url()`). */
function names(html: string, path: string): boolean {
  let at = html.indexOf(path);
  while (at >= 0) {
    const before = html[at - 1];
    const after = html[at + path.length];
    if (
      (before === '"' || before === ' ' || before === ',' || before === '(' || before === "'") &&
      /["' ,)?#]/.test(after ?? '')
    )
      return true;
    at = html.indexOf(path, at + 1);
  }
  return false;
}

export interface ReplacementInput {
  /** Each changed page's (or shared header's and footer's) images added and removed, with its pages. */
  changes: readonly { routes: readonly string[]; images: ImageChanges }[];
  beforeDir: string;
  afterDir: string;
  afterPages: ReadonlyMap<string, BuiltPage>;
}

/** Every image replaced in place, by either kind, with the pages that show it. */
export function imageReplacements({ changes, beforeDir, afterDir, afterPages }: ReplacementInput): ImageReplacement[] {
  const replacements = pointedElsewhere(changes);
  for (const path of filesReplaced(beforeDir, afterDir)) {
    const routes = [...afterPages].filter(([, page]) => names(page.comparable, path)).map(([route]) => route);
    if (!routes.length) continue;
    const shown = afterPages.get(routes[0])!.snapshot().regions;
    const alt =
      [...shown.header.images, ...shown.main.images, ...shown.footer.images].find((image) => image.src === path)?.alt ??
      '';
    replacements.push({ before: path, after: path, alt, routes });
  }
  return replacements.sort((a, b) => b.routes.length - a.routes.length || a.after.localeCompare(b.after));
}

/** Copies each replacement's two files into the report folder, for its before → after thumbnails. */
export async function copyReplacedImages(
  replacements: readonly ImageReplacement[],
  beforeDir: string,
  afterDir: string,
  reportDir: string,
): Promise<void> {
  for (const replacement of replacements) {
    const copies = { before: `replaced/before${replacement.before}`, after: `replaced/after${replacement.after}` };
    try {
      for (const [from, to] of [
        [join(beforeDir, replacement.before), copies.before],
        [join(afterDir, replacement.after), copies.after],
      ] as const) {
        await mkdir(dirname(join(reportDir, to)), { recursive: true });
        await copyFile(from, join(reportDir, to));
      }
      replacement.thumbnails = copies;
    } catch {
      // An image outside the build (another site's) has no copy: the report names its paths only.
    }
  }
}
