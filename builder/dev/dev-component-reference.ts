import type { ViteDevServer } from 'vite';
import { devPageDocument } from './dev-page-document';

/** The copywriter's component reference: served by the dev server only, never built. */
export const componentReferencePath = '/_components';

interface ReferenceModule {
  renderComponentReference: () => Promise<{ lang: string; head: string; html: string }>;
}

/** The reference page's document, rendered through Vite SSR like a page (same Layout, styles, islands). */
export async function componentReferenceHtml(vite: ViteDevServer, url: string): Promise<string> {
  const { renderComponentReference } = (await vite.ssrLoadModule(
    '/src/reference/render-reference.tsx',
  )) as ReferenceModule;
  return devPageDocument(vite, url, await renderComponentReference());
}
