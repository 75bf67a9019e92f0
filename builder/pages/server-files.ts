import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { besideBundle } from '../../src/shared/mdx/page-module-file';

export interface ServerFiles {
  /** The SSR bundle's folder. */
  bundleDir: string;
  /** The SSR bundle, which the prerender imports. */
  entry: string;
  /** As a file URL: the pages' modules import the runtime they share from it. */
  entryUrl: string;
  /** Each page's compiled module, beside the bundle (`builder/pages/compile-pages.ts`). */
  pageModulesDir: string;
  /**
   * The pages' last-change dates, beside the bundle rather than in it: an edit changes its page's
   * date, and the bundle staying the same lets the render cache keep every other page.
   */
  datesFile: string;
  /**
   * The photos made of raster files in public/ the pages name (`builder/photos/page-images.ts`),
   * beside the bundle for the same reason: the bundle's inputs do not say what the photos are.
   */
  publicPhotosFile: string;
}

/** The files of one build's SSR folder (`BuildFolders.ssrDir`), which the build removes afterwards. */
export function serverFiles(ssrDir: string): ServerFiles {
  const bundleDir = join(ssrDir, 'bundle');
  const entry = join(bundleDir, 'entry-server.js');
  return {
    bundleDir,
    entry,
    entryUrl: pathToFileURL(entry).href,
    pageModulesDir: resolve(bundleDir, besideBundle.pageModules),
    datesFile: resolve(bundleDir, besideBundle.pageDates),
    publicPhotosFile: resolve(bundleDir, besideBundle.publicPhotos),
  };
}
