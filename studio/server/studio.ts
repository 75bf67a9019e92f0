import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, sep } from 'node:path';
import type { ViteDevServer } from 'vite';
import type { UnsavedPages } from '../../content/unsaved-pages';
import { contentRoutes } from './content-routes';
import { publishRoutes } from './publish-routes';
import { renameRoutes } from './rename-routes';
import { fileRoutes, studioHandler, type StudioHandler, type StudioOptions } from './studio-routes';
import { StudioAccess } from './studio-access';
import { StudioSite } from './studio-site';
import { LocalWorkspace } from './workspace';
import { WorkspaceRefusal } from './workspace-access';

export interface StudioSetup {
  vite: ViteDevServer;
  unsaved: UnsavedPages;
  root: string;
  pagesDir: string;
  publicDir: string;
  port: () => number;
  errorPage: (url: string, error: unknown) => string;
  /** The secret that opens it, made when the dev server started (it prints the studio's link then). */
  access?: StudioAccess;
  /**
   * Behind the team studio: every endpoint that writes a file or runs git is refused, as the team
   * studio answers those itself on the writer's worktree (and runs this server where it cannot write).
   */
  readOnly?: boolean;
}

/** The endpoints that write files or run git. */
const writingRoutes = [
  'POST save',
  'POST new',
  'POST photo',
  'POST rename',
  'POST update-references',
  'GET changes',
  'POST review',
  'POST commit',
];

function withoutWrites(routes: Record<string, StudioHandler>): Record<string, StudioHandler> {
  const refuse: StudioHandler = () =>
    Promise.reject(new WorkspaceRefusal(403, 'This preview server only reads and renders; the team studio saves.'));
  return { ...routes, ...Object.fromEntries(writingRoutes.map((route) => [route, refuse])) };
}

/**
 * The studio as the dev server mounts it: the workspace over the pages and public folders, the
 * site read kept until a file under the pages folder changes, and every endpoint.
 */
export function createStudio({
  vite,
  unsaved,
  root,
  pagesDir,
  publicDir,
  port,
  errorPage,
  access = new StudioAccess(),
  readOnly = false,
}: StudioSetup): {
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  /** The secret that opens the studio: the dev server prints it as part of the studio's link. */
  token: string;
  /**
   * Reads the site and checks every page once, so the studio's first list and checks answer at
   * once; `pace` is awaited before each step (the dev server lets its requests go first).
   */
  warm: (pace?: () => Promise<void>) => Promise<void>;
} {
  const workspace = new LocalWorkspace({ pagesDir, publicDir });
  const site = new StudioSite({ root, pagesDir, publicDir });
  // Scratch folders outside the project are not under Vite's watch otherwise.
  vite.watcher.add(pagesDir);
  vite.watcher.add(publicDir);
  const inside = (folder: string, path: string) => path === folder || path.startsWith(folder + sep);
  vite.watcher.on('all', (event, path) => {
    // What readSite reads: pages and data files.
    if (inside(pagesDir, path) && (event === 'unlinkDir' || /\.(mdx|ya?ml)$/.test(path))) site.invalidate();
    // A photo or file added or removed: the checks of the pages naming it may answer differently.
    else if ((inside(pagesDir, path) || inside(publicDir, path)) && event !== 'change')
      site.forgetChecksNaming(basename(path));
  });
  const options: StudioOptions = { vite, unsaved, workspace, site, port, errorPage, access };
  const publish = publishRoutes(options);
  return {
    handle: studioHandler(
      options,
      (readOnly ? withoutWrites : (routes: Record<string, StudioHandler>) => routes)({
        ...fileRoutes(options),
        ...contentRoutes(options),
        ...renameRoutes(options),
        ...publish.routes,
      }),
      readOnly ? {} : publish.pages,
    ),
    token: access.token,
    warm: async (pace = () => Promise.resolve()) => {
      // Page by page, each check kept by its text as the list will ask for it (`fileList`); a
      // request never waits behind the whole site's checks.
      await pace();
      const read = site.current();
      for (const file of (await workspace.list('pages')).filter((name) => name.endsWith('.mdx'))) {
        await pace();
        await site.checkPage(file, read.texts.get(file.slice('pages/'.length)) ?? (await workspace.readText(file)));
      }
    },
  };
}
