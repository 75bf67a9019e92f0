import type { PageSources } from '../builder/page-sources/page-sources-file';
import type { ChangeCause, ChangeSource } from './report-model';

/** The route a page file makes; undefined for files that are not pages (`_partial.mdx`, non-MDX). */
export function routeOfPageFile(file: string): string | undefined {
  const match = /^pages\/(.+)\.mdx$/.exec(file);
  if (!match || match[1].split('/').some((part) => part.startsWith('_'))) return undefined;
  const path = match[1].replace(/(^|\/)index$/, '');
  return `/${path}`;
}

/** How the report names the code every page renders in. */
export const frameUse = 'layout';
export const ownFileUse = 'its own file';

/** The page's own file on one side, as its render recorded it. */
export function ownFileOf(sources: PageSources | undefined, route: string): string | undefined {
  const files = sources?.pages[route]?.files ?? {};
  return Object.keys(files).find((file) => files[file].includes(ownFileUse));
}

/** Every source file one page's render read on one side, with what read each: its content files, then its code. */
function readsOf(sources: PageSources, route: string): Map<string, Set<string>> {
  const reads = new Map<string, Set<string>>();
  const page = sources.pages[route];
  if (!page) return reads;
  const add = (file: string, use: string) => {
    const uses = reads.get(file);
    if (uses) uses.add(use);
    else reads.set(file, new Set([use]));
  };
  for (const [file, uses] of Object.entries(page.files)) for (const use of uses) add(file, use);
  for (const file of sources.modules.frame) add(file, frameUse);
  for (const name of page.components)
    for (const file of sources.modules.components[name] ?? []) add(file, `${name} component`);
  return reads;
}

/** One side of a page: the build's recorded reads and the page's route there. */
export interface PageSide {
  sources?: PageSources;
  route?: string;
}

/**
 * Whether a read showed the same on both sides: the page read the file for that use on each side
 * and both builds recorded what it showed (a breadcrumb's label, a list's item), the same.
 */
function showedTheSame(sides: readonly PageSide[], file: string, use: string): boolean {
  if (sides.length !== 2) return false;
  const [before, after] = sides.map(({ sources, route }) => sources?.pages[route ?? '']?.shown?.[file]?.[use]);
  return before !== undefined && before === after;
}

/**
 * Why a page changed: the changed files its render read on either side (a news item that entered
 * a list was read after, one that left it before), each with what read it, leaving out a read
 * whose result is the same on both sides (the home page's text changed, but the breadcrumb its
 * title makes did not). Each file once. The page's own file comes first, then content, then code.
 */
export function changeCause(
  sides: readonly PageSide[],
  changedFiles: readonly string[],
  /** Files renamed by the change, old path to new (the files of moved pages). */
  renames: ReadonlyMap<string, string> = new Map(),
): ChangeCause {
  const recorded = sides.filter((side) => side.sources !== undefined && side.route !== undefined);
  const changed = new Set(changedFiles);
  const uses = new Map<string, Set<string>>();
  for (const { sources, route } of recorded)
    for (const [file, readBy] of readsOf(sources!, route!)) {
      if (!changed.has(file)) continue;
      const shown = [...readBy].filter((use) => !showedTheSame(recorded, file, use));
      if (!shown.length) continue;
      const known = uses.get(file) ?? new Set<string>();
      for (const use of shown) known.add(use);
      uses.set(file, known);
    }
  // A renamed file read on both sides (its old path before, its new one after) is one cause.
  const from = new Map<string, string>();
  for (const [old, now] of renames) {
    const [oldUses, nowUses] = [uses.get(old), uses.get(now)];
    if (!oldUses || !nowUses) continue;
    for (const use of oldUses) nowUses.add(use);
    uses.delete(old);
    from.set(now, old);
  }
  const rank = (source: ChangeSource) =>
    source.uses.includes(ownFileUse) ? 0 : source.file.startsWith('pages/') ? 1 : 2;
  const sources = [...uses]
    .map(([file, readBy]): ChangeSource => {
      const old = from.get(file);
      return old ? { file, from: old, uses: [...readBy].sort() } : { file, uses: [...readBy].sort() };
    })
    .sort((a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file));
  const kind = sources.some((source) => source.uses.includes(ownFileUse)) ? 'own file' : 'elsewhere';
  return { kind, sources, recorded: recorded.length > 0 };
}
