import { pages, pagesLabel, vocabularies } from 'virtual:page-index';
import { notFoundPath, type PageEntry } from './page-entry';
import type { PageModule } from './page-module';
import { pageModuleLoader } from './page-module-loader';
import { noteRead } from './render-reads';

export interface Page extends PageEntry {
  load: () => Promise<PageModule>;
}

/** Every page of this build, with a loader for its compiled MDX. */
export const allPages: Page[] = pages.map((entry) => ({ ...entry, load: pageModuleLoader(entry.file) }));

const byPath = new Map(allPages.map((page) => [page.path, page]));

export function pageAt(path: string): Page | undefined {
  return byPath.get(path);
}

/** The page shown for unknown paths, when the content has one. */
export const notFoundPage = byPath.get(notFoundPath);

/** `pages/services/cloud.mdx`: the file name messages print for a page. */
export function fileLabel(page: Pick<PageEntry, 'file'>): string {
  return `${pagesLabel}/${page.file}`;
}

/** The page being rendered shows these pages (by path) in `use` ("case study list"); returns them. */
export function pagesShownIn<T extends { path: string }>(use: string, shown: T[]): T[] {
  for (const item of shown) {
    const page = byPath.get(item.path);
    if (page) noteRead(fileLabel(page), use, item);
  }
  return shown;
}

/** The page being rendered reads a file of pages/ beside the pages (`_vocabularies.yaml`) for `use`. */
export function noteContentFile(name: string, use: string): void {
  noteRead(`${pagesLabel}/${name}`, use);
}

export { pages as pageEntries, vocabularies };
