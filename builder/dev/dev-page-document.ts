import type { ViteDevServer } from 'vite';
import type { RenderResult } from '../../src/entry-server';
import { documentHtml } from '../../src/layout/document-html';

/** Stands for the page in the document Vite transforms; replaced by the page afterwards. */
const bodyMark = '<!--dev-page-body-->';
/** What Vite's HTML transform would change in a body (scripts, styles, CSS URLs in style attributes). */
const touchedByVite = /<script|<style|url\(|image-set\(/i;

/**
 * The whole document the dev server answers for a rendered page: the same as the build's, except
 * that it always loads the client entry (it carries the CSS) and Vite adds its reload connection.
 * The studio's preview wraps its renders in it too, so the preview is the page as the dev server shows it.
 * Vite parses the whole document it transforms: a body it would leave as it is (a page's, as a
 * rule) is put in after the transform of the rest, not parsed at every request.
 */
export async function devPageDocument(
  vite: ViteDevServer,
  url: string,
  result: Pick<RenderResult, 'lang' | 'head' | 'html'>,
): Promise<string> {
  const whole = touchedByVite.test(result.html);
  const html = documentHtml({
    lang: result.lang,
    head: result.head,
    body: whole ? result.html : bodyMark,
    styles: [],
    scripts: ['/src/entry-client.ts'],
    preloads: [],
  });
  const transformed = await vite.transformIndexHtml(url, html);
  return whole ? transformed : transformed.replace(bodyMark, () => result.html);
}
