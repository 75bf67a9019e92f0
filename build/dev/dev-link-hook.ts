import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { formatProblem } from '../../src/content/content-error';
import { pageIndexId } from '../../src/content/vite-plugin';
import { withContentBanner } from './dev-content-banner';
import { devPageLinkProblems, type DevPageIndex } from './dev-page-links';
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
): Promise<string> {
  try {
    const index = (await vite.ssrLoadModule(pageIndexId)) as DevPageIndex;
    const problems = devPageLinkProblems({
      index,
      path,
      bodyHtml,
      root: projectRoot,
      publicDir: join(projectRoot, 'public'),
    });
    const lines = problems.map(formatProblem).join('\n');
    if (printed.get(path) !== lines && (lines || printed.has(path)))
      console.warn(lines ? `\n${path}: links to fix\n${lines}\n` : `${path}: links fixed`);
    printed.set(path, lines);
    // Spelling warnings join the banner only; the terminal lists links, which break pages.
    const page = index.pages.find((candidate) => candidate.path === path);
    const spelling = page
      ? await devPageSpelling(projectRoot, join(projectRoot, index.pagesLabel), page.file).catch((error: unknown) => {
          console.error(
            `${path}: the spelling check failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          return [];
        })
      : [];
    return withContentBanner(html, [...problems, ...spelling]);
  } catch (error) {
    console.error(`${path}: the link check failed: ${error instanceof Error ? error.message : String(error)}`);
    return html;
  }
}
