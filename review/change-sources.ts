import type { SectionDiff } from './text-diff';
import type { ChangeCause } from './report-model';

/** The files a route's page can come from: `/a/b` is `pages/a/b.mdx` or `pages/a/b/index.mdx`. */
function pageFilesOf(route: string): string[] {
  return route === '/' ? ['pages/index.mdx'] : [`pages${route}.mdx`, `pages${route}/index.mdx`];
}

/** The route a page file makes; undefined for files that are not pages (`_partial.mdx`, non-MDX). */
export function routeOfPageFile(file: string): string | undefined {
  const match = /^pages\/(.+)\.mdx$/.exec(file);
  if (!match || match[1].split('/').some((part) => part.startsWith('_'))) return undefined;
  const path = match[1].replace(/(^|\/)index$/, '');
  return `/${path}`;
}

// Changed files outside these cannot change the built pages.
const buildInputs = [
  /^pages\//,
  /^src\//,
  /^public\//,
  /^scripts\/lib\//,
  /^(vite|uno)\.config\.ts$/,
  /^package(-lock)?\.json$/,
];

/** Changed files that shape the build but are not pages themselves: components, layout, partials, styles. */
function changedCode(changedFiles: readonly string[]): string[] {
  return changedFiles.filter(
    (file) => buildInputs.some((pattern) => pattern.test(file)) && routeOfPageFile(file) === undefined,
  );
}

/**
 * Why a page changed. Its own file, when that changed; otherwise a change elsewhere, and the
 * likely sources are the changed pages it links to (a list of case studies links each one),
 * else the changed code (components, layout, styles). Candidates, not a certainty.
 */
export function changeCause(
  route: string,
  linkedRoutes: ReadonlySet<string>,
  changedFiles: readonly string[],
): ChangeCause {
  const own = pageFilesOf(route).find((file) => changedFiles.includes(file));
  if (own) return { kind: 'own file', file: own };
  const linkedPages = changedFiles.filter((file) => {
    const target = routeOfPageFile(file);
    return target !== undefined && target !== route && linkedRoutes.has(target);
  });
  if (linkedPages.length) return { kind: 'elsewhere', likelySources: linkedPages };
  return { kind: 'elsewhere', likelySources: changedCode(changedFiles) };
}

/** The paths (fragment and query dropped) of a page's links. */
export function linkedPaths(hrefs: readonly string[]): Set<string> {
  return new Set(hrefs.map((href) => href.split(/[?#]/)[0]).filter((path) => path.startsWith('/')));
}

/**
 * Of the candidate files, those whose name the changed markup mentions (an island's marker names
 * its file: `data-island="HeroCarousel"`), when any do; otherwise all of them.
 */
export function namedInMarkup(files: readonly string[], markup: readonly string[]): string[] {
  const named = files.filter((file) => {
    const name = file.split('/').at(-1)?.split('.')[0] ?? '';
    const mention = new RegExp(`\\b${name.replace(/[^\w-]/g, '')}\\b`);
    return name.length > 3 && markup.some((text) => mention.test(text));
  });
  return named.length ? named : [...files];
}

/** A changed page's title on each side; undefined on the side it is missing from. */
export interface TitleChange {
  file: string;
  before?: string;
  after?: string;
}

/** The text around a page's changes, as it read before and as it reads after. */
export function textAroundChanges(sections: readonly SectionDiff[]): { before: string; after: string } {
  const side = (shown: 'removed' | 'added', heading: 'before' | 'after') =>
    sections
      .flatMap((section) => [
        section.headingChange?.[heading] ?? '',
        ...section.runs.map((run) => (run.kind === 'same' || run.kind === shown ? run.text : ' ')),
      ])
      .join(' ');
  return { before: side('removed', 'before'), after: side('added', 'after') };
}

/**
 * Of several changed pages a page links to, those whose title changed (or that are new or gone)
 * and whose old title left this page's text or whose new title entered it; all of them when
 * none does. A site map links every page, but only the renamed one changed its text.
 */
export function narrowByTitle(
  sources: readonly string[],
  text: { before: string; after: string },
  titles: readonly TitleChange[],
): string[] {
  const squeeze = (words: string) => words.split(/\s+/).join(' ');
  const [before, after] = [squeeze(text.before), squeeze(text.after)];
  const shown = sources.filter((file) => {
    const title = titles.find((candidate) => candidate.file === file);
    if (!title || title.before === title.after) return false;
    return (
      (title.before !== undefined && before.includes(title.before)) ||
      (title.after !== undefined && after.includes(title.after))
    );
  });
  return shown.length ? shown : [...sources];
}
