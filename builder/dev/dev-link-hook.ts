import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { pageMarkupWarnings } from '../../content/component-checks/page-components';
import { frontmatterWarnings } from '../../content/frontmatter-slips';
import { formatProblem, sortedByPlace } from '../../src/shared/content-error';
import { pageIndexId } from '../../content/vite-plugin';
import { withContentBanner } from './dev-content-banner';
import { withPublicationBanner } from './dev-publication-banner';
import { devPageLinkProblems, type DevPageIndex } from '../../content/links/dev-page-links';
import { imageLimitProblems } from '../photos/page-images';
import { devPageSpelling } from './dev-spelling';
import { projectRoot } from '../project-root';

// What was last printed for each page, so a page viewed again prints its problems only when they change.
const printed = new Map<string, string>();

/**
 * The dev server's hook: the page's document with its link problems listed above the page, and
 * printed in the terminal. A failure here must never cost the copywriter the page, so it is
 * printed and the page is served as it is.
 */
export async function withLinkBanner(
  vite: ViteDevServer,
  path: string,
  bodyHtml: string,
  html: string,
  publicDir = join(projectRoot, 'public'),
): Promise<string> {
  try {
    const index = (await vite.ssrLoadModule(pageIndexId)) as DevPageIndex;
    const problems = devPageLinkProblems({ index, path, bodyHtml, root: projectRoot, publicDir });
    const viewed = index.pages.find((page) => page.path === path);
    if (viewed) {
      const file = `${index.pagesLabel}/${viewed.file}`;
      const text = readFileSync(join(projectRoot, file), 'utf8');
      // Images over the photo pipeline's limits: the dev server shows the originals, the build refuses them.
      problems.push(
        ...(await imageLimitProblems({
          pages: [viewed],
          texts: new Map([[viewed.file, text]]),
          pagesDir: join(projectRoot, index.pagesLabel),
          pagesLabel: index.pagesLabel,
          root: projectRoot,
          publicDir,
        })),
      );
      // The page's markup and frontmatter warnings (a list swallowing a paragraph, a title over 60 characters), listed at the build's end.
      problems.push(...pageMarkupWarnings(file, text), ...frontmatterWarnings(file, text, viewed));
    }
    const lines = sortedByPlace(problems).map(formatProblem).join('\n');
    if (printed.get(path) !== lines && (lines || printed.has(path)))
      console.warn(lines ? `\n${path}: to fix\n${lines}\n` : `${path}: fixed`);
    printed.set(path, lines);
    // Spelling warnings join the banner only; the terminal lists links, which break pages.
    const spelling = viewed
      ? await devPageSpelling(projectRoot, join(projectRoot, index.pagesLabel), viewed.file).catch((error: unknown) => {
          console.error(
            `${path}: the spelling check failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          return [];
        })
      : [];
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
