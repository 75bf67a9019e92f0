import { closestPath } from '../closest-path';
import { oldPathMessage } from '../old-path-message';

/** What a navigation entry may name, as this build knows it. */
export interface PageTargets {
  /** Paths of the pages of this build, including pages that fail their own checks. */
  pages: ReadonlySet<string>;
  /** Old paths from the pages' `aliases`, and where each redirects. */
  aliases: ReadonlyMap<string, string>;
  /** Paths of the drafts this build leaves out. */
  drafts: ReadonlySet<string>;
}

/** Why a navigation entry cannot link to `path`, in words that say what to write instead; null when it can. */
export function targetProblem(path: string, { pages, aliases, drafts }: PageTargets): string | null {
  if (pages.has(path)) return null;
  const redirect = aliases.get(path);
  if (redirect !== undefined) return oldPathMessage(path, redirect, `write ${redirect.split('#')[0]}`);
  if (drafts.has(path))
    return `${path} is a draft, left out of this build; publish it (remove draft: true) or remove this entry`;
  const near = closestPath(path, pages);
  return `no page ${path}; ${near ? `did you mean ${near}?` : `a page's path is its file's: /services/cloud for pages/services/cloud.mdx`}`;
}
