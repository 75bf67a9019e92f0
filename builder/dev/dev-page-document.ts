import type { ViteDevServer } from 'vite';
import type { RenderResult } from '../../src/entry-server';
import { documentHtml } from '../../src/layout/document-html';

/**
 * The whole document the dev server answers for a rendered page: the same as the build's, except
 * that it always loads the client entry (it carries the CSS) and Vite adds its reload connection.
 * The studio's preview wraps its renders in it too, so the preview is the page as the dev server shows it.
 */
export async function devPageDocument(
  vite: ViteDevServer,
  url: string,
  result: Pick<RenderResult, 'lang' | 'head' | 'html'>,
): Promise<string> {
  const html = documentHtml({
    lang: result.lang,
    head: result.head,
    body: result.html,
    styles: [],
    scripts: ['/src/entry-client.ts'],
    preloads: [],
  });
  return vite.transformIndexHtml(url, html);
}
