import type { IncomingMessage, ServerResponse } from 'node:http';
import { sep } from 'node:path';
import type { ViteDevServer } from 'vite';
import type { UnsavedPages } from '../../content/unsaved-pages';
import { contentRoutes } from './content-routes';
import { publishRoutes } from './publish-routes';
import { fileRoutes, studioHandler, type StudioOptions } from './studio-routes';
import { StudioSite } from './studio-site';
import { LocalWorkspace } from './workspace';

export interface StudioSetup {
  vite: ViteDevServer;
  unsaved: UnsavedPages;
  root: string;
  pagesDir: string;
  publicDir: string;
  port: () => number;
  errorPage: (url: string, error: unknown) => string;
}

/**
 * The studio as the dev server mounts it: the workspace over the pages and public folders, the
 * site read kept until a file under the pages folder changes, and every endpoint.
 */
export function createStudio({ vite, unsaved, root, pagesDir, publicDir, port, errorPage }: StudioSetup): {
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  site: StudioSite;
} {
  const workspace = new LocalWorkspace({ pagesDir, publicDir });
  const site = new StudioSite({ root, pagesDir, publicDir });
  // A scratch pages folder outside the project is not under Vite's watch otherwise.
  vite.watcher.add(pagesDir);
  vite.watcher.on('all', (_event, path) => {
    if (path === pagesDir || path.startsWith(pagesDir + sep)) site.invalidate();
  });
  const options: StudioOptions = { vite, unsaved, workspace, site, port, errorPage };
  const publish = publishRoutes(options);
  return {
    handle: studioHandler(
      options,
      { ...fileRoutes(options), ...contentRoutes(options), ...publish.routes },
      publish.pages,
    ),
    site,
  };
}
