import { ContentError, type ContentProblem } from '../src/shared/content-error';
import type { PageEntry } from '../src/shared/page-entry';
import type { AsOf } from '../src/shared/publication/as-of';
import { pagePublication } from './publication/page-publication';
import { routePathOf } from '../src/shared/route-path';
import { lineOfPath } from './yaml-lines';

export interface PageSource<F> {
  file: string;
  frontmatter: F;
  /** The frontmatter's YAML as `parsePage` returns it, to name the line of an alias in messages. */
  yaml?: string;
}

function aliasPathOf(alias: string | { path: string }): string {
  return typeof alias === 'string' ? alias : alias.path;
}

/** The file line of a page's `aliases[index]` (the `aliases:` line for a list written `[a, b]`). */
function aliasLine(source: PageSource<unknown>, index: number): number | undefined {
  const line = source.yaml === undefined ? null : lineOfPath(source.yaml, ['aliases', index]);
  return line === null ? undefined : line + 1;
}

type Aliased = { draft: boolean; aliases: (string | { path: string })[]; date?: string; expires?: string };

/**
 * Turns checked page files into the page table: drops partials (and, unless asked to keep them,
 * drafts and pages not published on `asOf`: scheduled or expired), and refuses two files for one
 * path, or an alias that is also a page or another alias. An alias may claim the path of a page
 * not published on `asOf`: it redirects there from the page's expiry on, and the dev server, which
 * keeps such pages, shows the page. `pagesLabel` prefixes file names in messages (e.g. `pages`).
 */
export function buildPageTable<F extends Aliased>(
  sources: readonly PageSource<F>[],
  options: { includeDrafts: boolean; pagesLabel: string; asOf: AsOf },
): PageEntry<F & PageEntry['frontmatter']>[] {
  const { entries, problems } = buildPageTableTolerantly(sources, options);
  if (problems.length) throw new ContentError(problems);
  return entries;
}

/**
 * `buildPageTable` with its problems returned beside the table, for the dev server, which must
 * keep serving: of two files for one path the first is kept, and an alias taken twice stays with
 * the page that comes first.
 */
export function buildPageTableTolerantly<F extends Aliased>(
  sources: readonly PageSource<F>[],
  options: { includeDrafts: boolean; pagesLabel: string; asOf: AsOf },
): { entries: PageEntry<F & PageEntry['frontmatter']>[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const byPath = new Map<string, { file: string; kind: 'page' | 'alias'; line?: number }>();
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

  const sourceOf = new Map(sources.map((source) => [source.file, source]));
  for (const entry of entries) {
    const source = sourceOf.get(entry.file);
    entry.frontmatter.aliases.forEach((alias, index) => {
      const path = aliasPathOf(alias);
      const line = source && aliasLine(source, index);
      const other = byPath.get(path);
      if (other?.kind === 'page' && unpublished.has(path)) return;
      if (other?.kind === 'page') {
        problems.push({
          file: label(entry.file),
          line,
          message: `aliases: ${path} is already the page ${label(other.file)}`,
        });
      } else if (other) {
        const there = other.line === undefined ? label(other.file) : `${label(other.file)}:${other.line}`;
        problems.push({
          file: label(entry.file),
          line,
          message: `aliases: ${path} is already an alias in ${there}; an old path can lead to one page only: keep it in one of the two files`,
        });
      } else {
        byPath.set(path, { file: entry.file, kind: 'alias', line });
      }
    });
  }
  return { entries, problems };
}
