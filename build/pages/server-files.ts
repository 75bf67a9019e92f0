import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ServerFiles {
  /** The SSR bundle's folder. */
  bundleDir: string;
  /** The SSR bundle, which the prerender imports. */
  entry: string;
  /** As a file URL: the pages' modules import the runtime they share from it. */
  entryUrl: string;
  /** Each page's compiled module, beside the bundle (`build/pages/compile-pages.ts`). */
  pageModulesDir: string;
}

/** The files of one build's SSR folder (`BuildFolders.ssrDir`), which the build removes afterwards. */
export function serverFiles(ssrDir: string): ServerFiles {
  const bundleDir = join(ssrDir, 'bundle');
  const entry = join(bundleDir, 'entry-server.js');
  return { bundleDir, entry, entryUrl: pathToFileURL(entry).href, pageModulesDir: join(ssrDir, 'pages') };
}
