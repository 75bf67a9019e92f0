import type { ComponentType } from 'react';
import { pages, pagesLabel, vocabularies } from 'virtual:page-index';
import { notFoundPath, type PageEntry } from './page-entry';

export interface PageModule {
  default: ComponentType;
}

export interface Page extends PageEntry {
  load: () => Promise<PageModule>;
}

// Lazy, so the dev server compiles only the page it renders and a broken page fails alone.
const modules = import.meta.glob<PageModule>('@pages/**/*.mdx');

function loaderFor(file: string): () => Promise<PageModule> {
  // Vite names globbed files from the project root: `/pages/x.mdx`, or `../tmp/x.mdx` outside it.
  const key = pagesLabel.startsWith('..') ? `${pagesLabel}/${file}` : `/${pagesLabel}/${file}`;
  const load = modules[key];
  if (!load) throw new Error(`${pagesLabel}/${file}: no compiled module for this page (looked for ${key})`);
  return load;
}

/** Every page of this build, with a loader for its compiled MDX. */
export const allPages: Page[] = pages.map((entry) => ({ ...entry, load: loaderFor(entry.file) }));

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

export { pages as pageEntries, vocabularies };
