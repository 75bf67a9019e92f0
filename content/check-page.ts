import { compile } from '@mdx-js/mdx';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VFile } from 'vfile';
import { collections } from '../src/shared/collections';
import { ContentError, sortedByPlace, type ContentProblem } from '../src/shared/content-error';
import type { PageEntry } from '../src/shared/page-entry';
import { routePathOf } from '../src/shared/route-path';
import { schemaFor } from '../src/shared/schema';
import { checkPageComponents } from './component-checks/page-components';
import { parsePage } from './frontmatter';
import { KnownPages } from './known-pages';
import { languageFolderProblem } from './language-folder';
import { linkChecker } from './links/link-check';
import { linkProblemsOf } from './links/source-link-problems';
import { sourceLinkTargets } from './links/source-targets';
import { mdxOptions } from './mdx/mdx-options';
import { mdxPageSource } from './mdx/mdx-page-source';
import { pageReferenceProblems } from './page-references';
import type { Site } from './read-site';
import type { UnsavedPages } from './unsaved-pages';
import { resolvedPageIndexId } from './vite-plugin';
import type { ViteDevServer } from 'vite';
import { redirectsOf } from './redirects';
import { frontmatterBlock } from './body-edits';
import { duplicateTitleProblems, frontmatterWarnings } from './frontmatter-slips';

function savedText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

export interface UnsavedPage {
  /** The page's file relative to the pages folder, as it is or will be saved: `services/cloud.mdx`. */
  file: string;
  /** Its text as the copywriter has it now, saved or not. */
  text: string;
}

export interface PageCheck {
  /** What would stop the build, each with file, line and column, sorted by place. */
  problems: ContentProblem[];
  /** What the build would list at its end and still pass. */
  warnings: ContentProblem[];
  /** The page's entry when its frontmatter passed: what the site's lists and menus would show of it. */
  entry?: PageEntry;
}

interface PlacedError {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
}

/** The MDX compile's own refusal of the page (its syntax, a name nothing defines), with its place, as the build's compile reports it. */
async function compileProblems(
  label: string,
  absoluteFile: string,
  source: string,
  root: string,
): Promise<ContentProblem[]> {
  try {
    await compile(new VFile({ path: absoluteFile, value: source }), mdxOptions({ root, development: false }));
    return [];
  } catch (error) {
    const { reason, message, line, column } = error as PlacedError;
    const place = line ? { line, ...(column ? { column } : {}) } : {};
    return [{ file: label, ...place, message: reason ?? message ?? String(error) }];
  }
}

/**
 * Checks one page from text that need not be saved, against the site as `readSite` read it, the
 * way the build would check it once saved: its frontmatter and the pages it names, its links and
 * images, its components, headings and markup, and whether its MDX compiles. For the studio, which
 * shows a copywriter every problem before anything is written.
 */
export async function checkPage(
  site: Site,
  page: UnsavedPage,
  { root, pagesDir, publicDir = join(root, 'public') }: { root: string; pagesDir: string; publicDir?: string },
): Promise<PageCheck> {
  const { file, text } = page;
  const label = `${site.pagesLabel}/${file}`;
  const path = routePathOf(file);
  const others = site.pages.filter((other) => other.file !== file);
  const problems: ContentProblem[] = [];
  let entry: PageEntry | undefined;
  let yaml = '';
  try {
    const parsed = parsePage(label, text, schemaFor(file, collections));
    const wrongLanguage = languageFolderProblem(file, label, parsed.data, parsed.yaml, parsed.frontmatterLines);
    if (wrongLanguage) throw new ContentError([wrongLanguage]);
    if (path !== null) entry = { file, path, frontmatter: parsed.data as PageEntry['frontmatter'] };
    yaml = parsed.yaml;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
  }
  const pages = entry ? [...others, entry] : others;
  // A page whose frontmatter fails still counts as there, as in the build: its own links to itself are no problem.
  const known = new KnownPages(
    [...others.map((other) => other.path), ...(path === null ? [] : [path])],
    site.vocabularies,
    redirectsOf(pages),
  );
  if (entry) {
    problems.push(...pageReferenceProblems([{ entry, label, yaml }], known));
    const rest = others.map((other) => ({ entry: other, label: `${site.pagesLabel}/${other.file}` }));
    problems.push(...duplicateTitleProblems([{ entry, label, text }], rest));
  }
  const items = { news: site.items.news, events: site.items.events, asOf: site.asOf };
  const components = checkPageComponents(label, text, { pages, known, items });
  problems.push(...components.problems);
  if (entry) {
    const targets = sourceLinkTargets({
      pages,
      brokenPaths: site.broken.map((broken) => broken.path),
      drafts: site.drafts,
      publicDir,
      unpublished: site.unpublished,
    });
    problems.push(
      ...linkProblemsOf(entry, label, text, linkChecker(targets), { absolute: join(pagesDir, file), folder: pagesDir }),
    );
  }
  if (entry) {
    // The compile repeats a syntax error the component check reported already.
    const reported = new Set(problems.map((problem) => `${problem.line}:${problem.message}`));
    const source = mdxPageSource(label, file, text);
    for (const problem of await compileProblems(label, join(pagesDir, file), source, root))
      if (!reported.has(`${problem.line}:${problem.message}`)) problems.push(problem);
  }
  return {
    problems: sortedByPlace(problems),
    warnings: sortedByPlace([
      ...components.warnings.map((warning) => ({ ...warning, severity: 'warning' as const })),
      ...(entry ? frontmatterWarnings(label, text, entry) : []),
    ]),
    ...(entry ? { entry } : {}),
  };
}

/** What `render(url)` of the site's server entry returns (`src/entry-server.tsx`). */
type PageRender = Awaited<ReturnType<typeof import('../src/entry-server').render>>;

/**
 * Renders one page from text that need not be saved, in the dev server the `unsaved` pages were
 * given to (`siteConfig({ target: 'dev', unsaved })`): the page's MDX compiles from that text and
 * the page index sees its frontmatter (a new page too), exactly as they would once saved; nothing
 * is written, and the next render of that page shows the saved file again. A render whose
 * `signal` aborts before its turn comes is not made (it rejects with the signal's reason).
 */
export async function renderPage(
  vite: ViteDevServer,
  unsaved: UnsavedPages,
  page: UnsavedPage,
  { pagesDir, signal }: { pagesDir: string; signal?: AbortSignal },
): Promise<PageRender> {
  const path = routePathOf(page.file);
  if (path === null)
    throw new Error(`${page.file} is not a page of its own (a partial or a data file) and has no address`);
  const graph = vite.environments.ssr.moduleGraph;
  // The page index holds every page's frontmatter, not its body: while the copywriter types in the
  // body, only the page's module compiles again, and the whole site is not read again per preview.
  const saved = savedText(join(pagesDir, page.file));
  const sameIndex = saved !== undefined && frontmatterBlock(saved) === frontmatterBlock(page.text);
  const stale = sameIndex ? [join(pagesDir, page.file)] : [resolvedPageIndexId, join(pagesDir, page.file)];
  const forget = () => {
    for (const id of stale) {
      const module = graph.getModuleById(id);
      if (module) graph.invalidateModule(module);
    }
  };
  return unsaved.during(
    page.file,
    page.text,
    forget,
    async () => {
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
        render: (url: string) => Promise<PageRender>;
      };
      return entry.render(path);
    },
    signal,
  );
}
