import { relative, sep } from 'node:path';
import { collections } from '../src/shared/collections';
import { ContentError, sortedByPlace, type ContentProblem } from '../src/shared/content-error';
import { parsePage } from './frontmatter';
import { withClosedJobs } from './publication/closed-jobs';
import type { PageEntry } from '../src/shared/page-entry';
import { buildPageTableTolerantly, type PageSource } from './page-table';
import { routePathOf } from '../src/shared/route-path';
import { schemaFor, type BaseFrontmatter } from '../src/shared/schema';
import { pageReferenceProblems } from './page-references';
import { duplicateTitleProblems } from './frontmatter-slips';
import { checkPageComponents } from './component-checks/page-components';
import { KnownPages, type KnownVocabularies } from './known-pages';
import { redirectsOf } from './redirects';
import { readVocabularies, vocabulariesFile } from './vocabularies/vocabulary-file';
import { languageFolderProblem } from './language-folder';
import type { AsOf } from '../src/shared/publication/as-of';
import { pagePublication } from './publication/page-publication';
import { pageText, readPageTexts, type PageTexts } from './page-texts';
import type { Unpublished } from './publication/publication-state';

export interface ReadPagesOptions {
  /** Absolute path of the content folder. */
  pagesDir: string;
  /** Folder the messages name files from, usually the project root. */
  root: string;
  includeDrafts: boolean;
  /** The day the site is built as: pages dated after it are scheduled, pages whose `expires` it has reached are expired. */
  asOf: AsOf;
  /** The pages' texts when read already (`readSite`); else they are read here. */
  texts?: PageTexts;
}

/** A page whose frontmatter has problems: the dev server shows them when that page is asked for. */
export interface BrokenPage {
  path: string | null;
  problems: ContentProblem[];
}

/** Reads and checks the frontmatter of every page (no MDX is compiled) and builds the page table. */
export function readPages(options: ReadPagesOptions): {
  pages: PageEntry[];
  broken: [];
  vocabularies?: KnownVocabularies;
  unpublished: Unpublished[];
} {
  const { pages, broken, vocabularies, unpublished } = readPagesTolerantly(options);
  if (broken.length) throw new ContentError(broken.flatMap((page) => page.problems));
  return { pages, broken: [], vocabularies, unpublished };
}

/**
 * Like `readPages`, but a page with bad frontmatter is left out and reported instead of stopping
 * everything: in the dev server, one copywriter's half-written page must not break every other page.
 */
export function readPagesTolerantly({
  pagesDir,
  root,
  includeDrafts,
  asOf,
  texts = readPageTexts(pagesDir),
}: ReadPagesOptions): {
  pages: PageEntry[];
  broken: BrokenPage[];
  vocabularies?: KnownVocabularies;
  /** Pages not published on `asOf` (drafts aside): left out of the table, or kept in it with `includeDrafts`. */
  unpublished: Unpublished[];
  /** The scheduled ones when left out of the table: the build still checks their links, which must work on their day. */
  unpublishedPages: PageEntry[];
} {
  const pagesLabel = relative(root, pagesDir).split(sep).join('/') || '.';
  const broken: BrokenPage[] = [];
  const vocabularies = readVocabulariesTolerantly(pagesDir, pagesLabel, broken);
  const sources: PageSource<BaseFrontmatter & Record<string, unknown>>[] = [];
  const yamlOf = new Map<string, string>();
  const brokenTexts = new Map<BrokenPage, { file: string; text: string }>();
  for (const [file, text] of texts) {
    try {
      const { data, yaml, frontmatterLines } = parsePage(`${pagesLabel}/${file}`, text, schemaFor(file, collections));
      const wrongLanguage = languageFolderProblem(file, `${pagesLabel}/${file}`, data, yaml, frontmatterLines);
      if (wrongLanguage) throw new ContentError([wrongLanguage]);
      sources.push({ file, frontmatter: data as BaseFrontmatter & Record<string, unknown>, yaml });
      yamlOf.set(file, yaml);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      const page = { path: routePathOf(file), problems: error.problems };
      broken.push(page);
      brokenTexts.set(page, { file, text });
    }
  }
  const { entries: table, problems: tableProblems } = buildPageTableTolerantly(sources, {
    includeDrafts,
    pagesLabel,
    asOf,
  });
  // Two files for one path or an alias taken twice are problems of the site, not of one page: the
  // dev server lists them on every page, and keeps serving both pages.
  if (tableProblems.length) broken.push({ path: null, problems: tableProblems });
  const unpublished: Unpublished[] = [];
  const leftOut: PageEntry[] = [];
  for (const { file, frontmatter } of sources) {
    const path = routePathOf(file);
    const publication = pagePublication(file, frontmatter, asOf);
    if (path === null || publication.state === 'published' || (frontmatter.draft && !includeDrafts)) continue;
    unpublished.push({ file: `${pagesLabel}/${file}`, path, publication });
    // An expired page is gone for good: only a scheduled one's links must work later.
    if (!includeDrafts && publication.state === 'scheduled') leftOut.push({ file, path, frontmatter });
  }
  // A reference to another page can only be checked once the table is known. A page naming a
  // missing one fails alone, like a page with bad frontmatter; a page that fails its own checks
  // still counts as there, so pages naming it are not reported too.
  const known = new KnownPages(
    [...table.map((entry) => entry.path), ...broken.flatMap((page) => (page.path === null ? [] : [page.path]))],
    vocabularies,
    redirectsOf(table),
  );
  const label = (entry: PageEntry) => `${pagesLabel}/${entry.file}`;
  const problems = pageReferenceProblems(
    table.map((entry) => ({ entry, label: label(entry), yaml: yamlOf.get(entry.file) ?? '' })),
    known,
  );
  // A title two pages share is, like a path two files claim, a problem of the site: the dev server
  // keeps serving both pages (a copy of a page must not take the original away) and lists it on all.
  const sharedTitles = duplicateTitleProblems(
    table.map((entry) => ({ entry, label: label(entry), text: pageText(texts, entry.file) })),
  );
  if (sharedTitles.length) broken.push({ path: null, problems: sharedTitles });
  const failing = table.filter((entry) => problems.some((problem) => problem.file === label(entry)));
  for (const entry of failing) {
    const page = { path: entry.path, problems: problems.filter((problem) => problem.file === label(entry)) };
    broken.push(page);
    brokenTexts.set(page, { file: entry.file, text: pageText(texts, entry.file) });
  }
  const pages = withClosedJobs(
    table.filter((entry) => !failing.includes(entry)),
    asOf,
  );
  // A page left out is never compiled, so its component problems are found here, to show with the rest.
  for (const [page, { file, text }] of brokenTexts) {
    page.problems = sortedByPlace([
      ...page.problems,
      ...checkPageComponents(`${pagesLabel}/${file}`, text, { pages, known }).problems,
    ]);
  }
  return { pages, broken, vocabularies, unpublished, unpublishedPages: leftOut };
}

/** The vocabularies, or undefined with their file's problems added to `broken` (terms then go unchecked). */
function readVocabulariesTolerantly(
  pagesDir: string,
  pagesLabel: string,
  broken: BrokenPage[],
): KnownVocabularies | undefined {
  try {
    return { terms: readVocabularies(pagesDir, pagesLabel), file: `${pagesLabel}/${vocabulariesFile}` };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    broken.push({ path: null, problems: error.problems });
    return undefined;
  }
}
