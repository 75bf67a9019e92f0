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
 * Why a page changed: the changed files its render read on either side (a news item that entered
 * a list was read after, one that left it before), each with what read it. The page's own file
 * comes first, then content, then code.
 */
export function changeCause(sides: readonly PageSide[], changedFiles: readonly string[]): ChangeCause {
  const recorded = sides.filter((side) => side.sources !== undefined && side.route !== undefined);
  const uses = new Map<string, Set<string>>();
  for (const { sources, route } of recorded)
    for (const [file, readBy] of readsOf(sources!, route!)) {
      if (!changedFiles.includes(file)) continue;
      const known = uses.get(file) ?? new Set<string>();
      for (const use of readBy) known.add(use);
      uses.set(file, known);
    }
  const rank = (source: ChangeSource) =>
    source.uses.includes(ownFileUse) ? 0 : source.file.startsWith('pages/') ? 1 : 2;
  const sources = [...uses]
    .map(([file, readBy]): ChangeSource => ({ file, uses: [...readBy].sort() }))
    .sort((a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file));
  const kind = sources.some((source) => source.uses.includes(ownFileUse)) ? 'own file' : 'elsewhere';
  return { kind, sources, recorded: recorded.length > 0 };
}
