import { ContentError, type ContentProblem } from './content-error';
import type { PageEntry } from './page-entry';
import type { AsOf } from './publication/as-of';
import { pagePublication } from './publication/page-publication';
import { routePathOf } from './route-path';

export interface PageSource<F> {
  file: string;
  frontmatter: F;
}

function aliasPathOf(alias: string | { path: string }): string {
  return typeof alias === 'string' ? alias : alias.path;
}

/**
 * Turns checked page files into the page table: drops partials (and, unless asked to keep them,
 * drafts and pages not published on `asOf`: scheduled or expired), and refuses two files for one
 * path, or an alias that is also a page or another alias. An alias may claim the path of a page
 * not published on `asOf`: it redirects there from the page's expiry on, and the dev server, which
 * keeps such pages, shows the page. `pagesLabel` prefixes file names in messages (e.g. `pages`).
 */
export function buildPageTable<
  F extends { draft: boolean; aliases: (string | { path: string })[]; date?: string; expires?: string },
>(
  sources: readonly PageSource<F>[],
  options: { includeDrafts: boolean; pagesLabel: string; asOf: AsOf },
): PageEntry<F & PageEntry['frontmatter']>[] {
  const problems: ContentProblem[] = [];
  const byPath = new Map<string, { file: string; kind: 'page' | 'alias' }>();
  const entries: PageEntry<F & PageEntry['frontmatter']>[] = [];
  const label = (file: string) => `${options.pagesLabel}/${file}`;
  const unpublished = new Set<string>();

  for (const source of [...sources].sort((a, b) => a.file.localeCompare(b.file))) {
    const path = routePathOf(source.file);
    if (path === null || (source.frontmatter.draft && !options.includeDrafts)) continue;
    if (pagePublication(source.file, source.frontmatter, options.asOf).state !== 'published') {
      if (!options.includeDrafts) continue;
      unpublished.add(path);
    }
    const other = byPath.get(path);
    if (other) {
      problems.push({
        file: label(source.file),
        message: `same path ${path} as ${label(other.file)}; keep one of the two files`,
      });
      continue;
    }
    byPath.set(path, { file: source.file, kind: 'page' });
    entries.push({ file: source.file, path, frontmatter: source.frontmatter as F & PageEntry['frontmatter'] });
  }

  for (const entry of entries) {
    for (const alias of entry.frontmatter.aliases) {
      const path = aliasPathOf(alias);
      const other = byPath.get(path);
      if (other?.kind === 'page' && unpublished.has(path)) continue;
      if (other) {
        const what = other.kind === 'page' ? 'the page' : 'an alias in';
        problems.push({ file: label(entry.file), message: `aliases: ${path} is already ${what} ${label(other.file)}` });
        continue;
      }
      byPath.set(path, { file: entry.file, kind: 'alias' });
    }
  }
  if (problems.length) throw new ContentError(problems);
  return entries;
}
