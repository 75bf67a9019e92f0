import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sortedByPlace, type ContentProblem } from '../../src/shared/content-error';
import type { PageEntry } from '../../src/shared/page-entry';
import type { BrokenPage } from '../read-pages';
import type { Unpublished } from '../publication/publication-state';
import type { EventItem } from '../../src/shared/items/event-item';
import type { NewsItem } from '../../src/shared/items/news-item';
import { site } from '../../src/site';
import { idsIn, linksIn } from './html-links';
import { linkChecker } from './link-check';
import { locateBrokenLinks } from './locate-broken-links';
import { linkProblemsOf } from './source-link-problems';
import { sourceLinkTargets } from './source-targets';

/** What the dev server's page index holds (`virtual:page-index`), drafts included. */
export interface DevPageIndex {
  pages: PageEntry[];
  pagesLabel: string;
  brokenPages: BrokenPage[];
  /** Problems of no single page, listed above every page. */
  siteProblems?: ContentProblem[];
  /** Pages and items out of their publication dates today (kept in the dev server's index, with a note). */
  unpublished: Unpublished[];
  /** The news and events, for the "latest" lists' freshness. */
  newsItems?: NewsItem[];
  eventItems?: EventItem[];
}

export interface DevPageLinksInput {
  index: DevPageIndex;
  /** The path of the page being viewed. */
  path: string;
  /** The page as rendered (the inside of `#root`): its links include those components build. */
  bodyHtml: string;
  /** The folder `pagesLabel` is relative to. */
  root: string;
  publicDir: string;
}

/**
 * The link problems of the page being viewed, as the build would report them, sorted by line:
 * those its source writes, and those only its rendered HTML shows (links built from frontmatter,
 * anchors on the page itself), placed back in the source where they are written there. Links to
 * drafts, scheduled and expired pages are reported although the dev server shows them: the build leaves them out.
 */
export function devPageLinkProblems({ index, path, bodyHtml, root, publicDir }: DevPageLinksInput): ContentProblem[] {
  const page = index.pages.find((candidate) => candidate.path === path);
  if (!page) return [];
  const drafts = new Set(
    index.pages.filter((candidate) => candidate.frontmatter.draft).map((candidate) => candidate.path),
  );
  const targets = sourceLinkTargets({
    pages: index.pages,
    brokenPaths: index.brokenPages.map((broken) => broken.path),
    drafts,
    publicDir,
    unpublished: index.unpublished,
  });
  const check = linkChecker(targets);
  const file = `${index.pagesLabel}/${page.file}`;
  const fromSource = linkProblemsOf(page, file, readFileSync(join(root, file), 'utf8'), check, {
    absolute: join(root, file),
    folder: join(root, index.pagesLabel),
  });

  const ownIds = new Map(targets.pages).set(path, { ids: idsIn(bodyHtml) });
  const checkRendered = linkChecker({ ...targets, pages: ownIds });
  const from = { path, allowHashLinks: page.frontmatter.allowHashLinks };
  // Photos beside a page are shown from their own files through Vite's /@fs/ in dev.
  const links = [...new Set(linksIn(bodyHtml))].filter((link) => !link.startsWith('/@fs/'));
  const broken = links.flatMap((link) => {
    const why = checkRendered(link, from);
    return why ? [{ file, link, why }] : [];
  });
  const placed = new Set(fromSource.map((problem) => `${problem.line}:${problem.column}`));
  const fromHtml = locateBrokenLinks(broken, root, site.url).filter(
    (problem) => !problem.line || !placed.has(`${problem.line}:${problem.column}`),
  );
  return sortedByPlace([...fromSource, ...fromHtml]);
}
