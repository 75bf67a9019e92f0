import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { pageMarkupWarnings } from '../../content/component-checks/page-components';
import { frontmatterWarnings } from '../../content/frontmatter-slips';
import { formatProblem, sortedByPlace, type ContentProblem } from '../../src/shared/content-error';
import { pageIndexId } from '../../content/vite-plugin';
import { withContentBanner } from './dev-content-banner';
import { withPublicationBanner } from './dev-publication-banner';
import { devPageLinkProblems, type DevPageIndex } from '../../content/links/dev-page-links';
import { imageLimitProblems } from '../photos/page-images';
import { devPageSpelling } from './dev-spelling';
import { projectRoot } from '../project-root';
import { today } from '../../src/shared/publication/as-of';

// What was last printed for each page, so a page viewed again prints its problems only when they change.
const printed = new Map<string, string>();

/** What the dev server checks of a page's source, apart from its rendered links. */
export interface PageSourceChecks {
  index: DevPageIndex;
  /** Images over the photo limits and markup warnings, printed in the terminal too. */
  problems: ContentProblem[];
  /** Spelling warnings, for the banner only. */
  spelling: ContentProblem[];
}

/** The page index as the dev server's modules see it. */
export async function devPageIndex(vite: ViteDevServer): Promise<DevPageIndex> {
  return (await vite.ssrLoadModule(pageIndexId)) as DevPageIndex;
}

/**
 * Starts the checks of the page at `path` that read its source, not its render (images, markup,
 * spelling on its own thread), so that they run while the page renders. They load no module
 * through Vite: `index` is loaded before the render starts, since Vite's module runner, loading
 * the index while the render loaded the page's modules just after a file changed, left requests
 * hanging (the dev server's tests beside other files' page writes). The promise never rejects
 * unhandled; `withLinkBanner` reports its failure.
 */
export function startPageChecks(
  index: DevPageIndex,
  path: string,
  publicDir = join(projectRoot, 'public'),
): Promise<PageSourceChecks> {
  const checks = (async (): Promise<PageSourceChecks> => {
    const viewed = index.pages.find((page) => page.path === path);
    if (!viewed) return { index, problems: [], spelling: [] };
    const pagesDir = join(projectRoot, index.pagesLabel);
    // Spelling first: it waits on its thread while the rest runs here.
    const spelling = devPageSpelling(projectRoot, pagesDir, viewed.file).catch((error: unknown) => {
      console.error(`${path}: the spelling check failed: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    });
    const file = `${index.pagesLabel}/${viewed.file}`;
    const text = readFileSync(join(projectRoot, file), 'utf8');
    const problems = [
      // Images over the photo pipeline's limits: the dev server shows the originals, the build refuses them.
      ...(await imageLimitProblems({
        pages: [viewed],
        texts: new Map([[viewed.file, text]]),
        pagesDir,
        pagesLabel: index.pagesLabel,
        root: projectRoot,
        publicDir,
      })),
      // The page's markup and frontmatter warnings (a list swallowing a paragraph, a title over 60 characters), listed at the build's end.
      // A "latest" list gone stale, judged on today (the dev server's as-of day).
      ...pageMarkupWarnings(file, text, { news: index.newsItems ?? [], events: index.eventItems ?? [], asOf: today() }),
      ...frontmatterWarnings(file, text, viewed),
    ];
    return { index, problems, spelling: await spelling };
  })();
  checks.catch(() => undefined);
  return checks;
}

/**
 * The dev server's hook: the page's document with its link problems listed above the page, and
 * printed in the terminal, with the problems `checks` found in its source (started before the
 * render with `startPageChecks`, or here). A failure here must never cost the copywriter the page,
 * so it is printed and the page is served as it is.
 */
export async function withLinkBanner(
  vite: ViteDevServer,
  path: string,
  bodyHtml: string,
  html: string,
  publicDir = join(projectRoot, 'public'),
  checks: Promise<PageSourceChecks> = devPageIndex(vite).then((index) => startPageChecks(index, path, publicDir)),
): Promise<string> {
  try {
    const { index, problems: sourceProblems, spelling } = await checks;
    const problems = [
      ...devPageLinkProblems({ index, path, bodyHtml, root: projectRoot, publicDir }),
      ...sourceProblems,
    ];
    const lines = sortedByPlace(problems).map(formatProblem).join('\n');
    if (printed.get(path) !== lines && (lines || printed.has(path)))
      console.warn(lines ? `\n${path}: to fix\n${lines}\n` : `${path}: fixed`);
    printed.set(path, lines);
    // Spelling warnings join the banner only; the terminal lists links, which break pages.
    // Problems of the whole site (data files, aliases) were printed once when read; every page shows them.
    const banner = withContentBanner(html, [
      ...sortedByPlace([...problems, ...spelling]),
      ...(index.siteProblems ?? []),
    ]);
    // A scheduled or expired page: the build leaves it out, the dev server shows it with a note.
    const unpublished = index.unpublished.find((page) => page.path === path);
    return withPublicationBanner(banner, unpublished);
  } catch (error) {
    console.error(`${path}: the link check failed: ${error instanceof Error ? error.message : String(error)}`);
    return html;
  }
}
