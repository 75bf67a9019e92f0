import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { islandsIn, referencedAssets } from '../bench/page-weights';
import { loadedScripts } from '../bench/script-graph';

/** What one page makes a visitor download: its HTML, and the stylesheets and scripts it loads, by URL. */
export interface PageWeight {
  /** The HTML file, relative to the build folder. */
  file: string;
  htmlBytes: number;
  css: string[];
  /** Module scripts, what they import, and the chunks of the page's own islands. */
  js: string[];
}

/** Weighs each page of a build; `islands` are the names of the side's islands (its `src/islands/`). */
export async function pageWeight(
  outDir: string,
  file: string,
  html: string,
  islands: readonly string[],
): Promise<PageWeight> {
  const referenced = referencedAssets(html);
  return {
    file,
    htmlBytes: (await stat(join(outDir, file))).size,
    css: referenced.css,
    js: await loadedScripts(outDir, referenced.js, islandsIn(html), islands),
  };
}
