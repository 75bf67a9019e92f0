import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageReads } from '../../src/entry-server';
import type { SourceModules } from './source-modules';

/**
 * In the build's folder, never served (the server sends no file whose path has a segment starting
 * with a dot), read by the reviewer's report: what each page's render read.
 */
export const pageSourcesFileName = '.page-sources.json';

export interface PageSources {
  /** Each page's reads, by its path. */
  pages: Record<string, PageReads>;
  /** The code behind every page and behind each map component. */
  modules: SourceModules;
}

/** The page sources of the build in `outDir`; undefined for a build that wrote none (one from before they were written). */
export async function readPageSources(outDir: string): Promise<PageSources | undefined> {
  try {
    return JSON.parse(await readFile(join(outDir, pageSourcesFileName), 'utf8')) as PageSources;
  } catch {
    return undefined;
  }
}
