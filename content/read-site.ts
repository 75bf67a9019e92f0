import type { AsOf } from '../src/shared/publication/as-of';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { componentProblemsOfUncompiledPages } from './component-checks/uncompiled-pages';
import { ContentError, sortedByPlace, type ContentProblem } from '../src/shared/content-error';
import type { PageEntry } from '../src/shared/page-entry';
import type { KnownVocabularies } from './known-pages';
import { readCollectionItems, type CollectionItems } from './items/read-items';
import { readPagesTolerantly, type BrokenPage, type ReadPagesOptions } from './read-pages';
import { pageText, readPageTexts, type PageTexts } from './page-texts';
import type { UnsavedPages } from './unsaved-pages';
import { routePathOf } from '../src/shared/route-path';
import { resolveNavigation, type ResolvedNavigation } from './navigation/resolve-navigation';
import { readTranslations, type ReadTranslations } from './translations/translation-file';
import type { Unpublished } from './publication/publication-state';
import { linkChecker } from './links/link-check';
import { sourceLinkProblems } from './links/source-link-problems';
import { sourceLinkTargets } from './links/source-targets';
import { folderFiles, refusedLinkProblem } from './folder-files';
import { frontmatterWarnings } from './frontmatter-slips';
import { invisibleCharacterWarnings } from './markup/invisible-characters';
import { englishOnTranslatedPage } from './markup/english-on-translations';
import { site as siteSettings } from '../src/site';

/**
 * The links in pages/ and public/ that lead out of their folder or nowhere, which the site does not
 * follow. A site without a public/ folder (the bench's Astro reference) has none there.
 */
function refusedLinkProblems(root: string, folders: readonly string[]): ContentProblem[] {
  return folders
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => {
      const label = relative(root, folder).split(sep).join('/') || '.';
      return folderFiles(folder).refused.map((link) => refusedLinkProblem(label, link));
    });
}

/** The data files' (`.yaml`: items, menus, translations, vocabularies) pasted invisible characters, as warnings. */
function dataFileWarnings(pagesDir: string, pagesLabel: string): ContentProblem[] {
  return folderFiles(pagesDir)
    .files.filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => invisibleCharacterWarnings(`${pagesLabel}/${file}`, readFileSync(join(pagesDir, file), 'utf8')));
}

export interface ReadSiteOptions extends Omit<ReadPagesOptions, 'texts'> {
  /**
   * The dev server's reading: a page with problems is left out and listed in `broken`, problems of
   * the data files are returned, not thrown, and links are checked per page as it is viewed
   * (`content/links/dev-page-links.ts`). Otherwise (the build) links are checked here too and any
   * problem throws one ContentError listing them all, sorted by file and line.
   */
  tolerant?: boolean;
  /** The public files' folder, which links and images may name (default `<root>/public`). */
  publicDir?: string;
  /** Check every link and image the pages and items write (default: unless tolerant). */
  checkLinks?: boolean;
  /** Texts not saved yet, read in place of their files (the studio's preview in the dev server). */
  unsaved?: UnsavedPages;
}

/** Everything `pages/` holds, read and checked: what the build, the dev server and the Vite plugin work from. */
export interface Site {
  /** The content folder as messages name it, e.g. `pages`. */
  pagesLabel: string;
  /** The day the site was read as (`ReadSiteOptions.asOf`). */
  asOf: AsOf;
  /** Every `.mdx` file's text, read once: later steps take a page's text from here. */
  texts: PageTexts;
  /** The pages this build publishes (the page table), sorted by file. */
  pages: PageEntry[];
  /** Tolerant reading only: pages left out for their own problems (`path` null for problems of the whole table). */
  broken: BrokenPage[];
  /** Paths of the drafts this build leaves out. */
  drafts: ReadonlySet<string>;
  /** The vocabularies pages take their terms from; undefined while their file has problems. */
  vocabularies?: KnownVocabularies;
  /** The news and events, pages and `.yaml` items. */
  items: CollectionItems;
  /** The menus, from `_navigation.yaml` and the pages' `nav` fields. */
  navigation: ResolvedNavigation;
  /** `_translations/<lang>.yaml`. */
  translations: ReadTranslations;
  /** Pages and `.yaml` items left out as scheduled or expired on the `asOf` day. */
  unpublished: Unpublished[];
  /** What the `asOf` day decides in the page index (the unpublished, the past events), as text for the bundle's cache key. */
  publication: string;
  /**
   * Tolerant reading only: the problems of no single page (the data files, two pages claiming one
   * path or alias), which the dev server lists above every page.
   */
  siteProblems: ContentProblem[];
  /** What does not stop the build but a copy editor would catch in the pages' frontmatter (`frontmatter-slips.ts`). */
  warnings: ContentProblem[];
}

/**
 * The one entry from `pages/` to checked data: every page's frontmatter and references, the
 * collections' items, navigation and translations, and (in the build) every link and image each
 * page's source writes, checked in one round before anything is compiled or bundled. Each page
 * file is read once, here.
 */
export function readSite(options: ReadSiteOptions): Site {
  const { pagesDir, root, asOf, includeDrafts, tolerant = false, checkLinks = !tolerant } = options;
  const pagesLabel = relative(root, pagesDir).split(sep).join('/') || '.';
  const saved = readPageTexts(pagesDir);
  const texts = options.unsaved?.over(saved) ?? saved;
  const { pages, broken, vocabularies, unpublished, unpublishedPages } = readPagesTolerantly({ ...options, texts });
  const brokenPaths = broken.map((page) => page.path);
  // A page file that is neither in the table nor broken is a draft this build leaves out.
  const known = new Set([...pages.map((page) => page.path), ...brokenPaths]);
  const drafts = new Set(
    [...texts.keys()].map(routePathOf).filter((path): path is string => path !== null && !known.has(path)),
  );
  const publicDir = options.publicDir ?? join(root, 'public');
  const links = refusedLinkProblems(root, [pagesDir, publicDir]);
  const check = checkLinks
    ? linkChecker(sourceLinkTargets({ pages, brokenPaths, drafts, publicDir, unpublished }))
    : undefined;
  const items = readCollectionItems(pages, { pagesDir, root, checkLink: check, vocabularies, asOf, includeDrafts });
  const navigation = resolveNavigation({ pagesDir, pagesLabel, pages, brokenPaths });
  const translations = readTranslations(pagesDir, pagesLabel);
  const allUnpublished = [...unpublished, ...items.unpublished];
  const pastEvents = items.events.filter((event) => event.past).map((event) => event.file);
  const site: Site = {
    pagesLabel,
    asOf,
    texts,
    pages,
    broken,
    drafts,
    vocabularies,
    items,
    navigation,
    translations,
    unpublished: allUnpublished,
    publication: JSON.stringify({
      unpublished: allUnpublished,
      pastEvents,
      closedJobs: pages.filter((page) => page.closed).map((page) => page.file),
    }),
    siteProblems: sortedByPlace([
      ...broken.filter((page) => page.path === null).flatMap((page) => page.problems),
      ...items.problems,
      ...navigation.problems,
      ...translations.problems,
      ...links,
    ]),
    warnings: sortedByPlace([
      ...pages.flatMap((page) => frontmatterWarnings(`${pagesLabel}/${page.file}`, pageText(texts, page.file), page)),
      ...pages
        .filter((page) => page.frontmatter.lang !== siteSettings.defaultLang)
        .flatMap((page) =>
          englishOnTranslatedPage(`${pagesLabel}/${page.file}`, pageText(texts, page.file), page.frontmatter.lang),
        ),
      ...dataFileWarnings(pagesDir, pagesLabel),
    ]),
  };
  if (tolerant) return site;
  const problems: ContentProblem[] = [
    ...broken.flatMap((page) => page.problems),
    // A scheduled page's links are checked now: on its day, a broken one would stop the build that publishes it.
    ...(check ? sourceLinkProblems([...pages, ...unpublishedPages], texts, pagesDir, pagesLabel, check) : []),
    ...items.problems,
    ...navigation.problems,
    ...translations.problems,
    ...links,
  ];
  if (problems.length) {
    // The build stops before compiling, where it would check components: check them here instead.
    problems.push(...componentProblemsOfUncompiledPages(pages, broken, texts, pagesLabel, vocabularies));
    throw new ContentError(sortedByPlace(problems));
  }
  return { ...site, broken: [], siteProblems: [] };
}
