import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { ComponentUseLog } from '../src/content/components/component-use-log';
import { ContentError, formatProblem } from '../src/content/content-error';
import { notFoundPath } from '../src/content/page-entry';
import { redirectsOf } from '../src/content/redirects';
import { formAction, formActionOrigins, formActionSource } from '../src/forms/form-action';
import { forms, problemPagePath, thankYouPath } from '../src/forms/forms';
import { splitAtSlot } from '../src/forms/form-problems-slot';
import { translationsOf } from '../src/layout/head-tags';
import { site } from '../src/site';
import { siteConfig } from '../vite.config';
import { formatHeadersFile } from '../server/headers-file';
import { idsIn, linksIn } from './html-links';
import { brokenLinks, type CheckedPage } from './link-check';
import { manifestAssets } from './manifest-assets';
import { outputFileOf } from '../server/output-file';
import { projectRoot } from './project-root';
import { readContent } from './read-content';
import { locateBrokenLinks } from './source-links/locate-broken-links';
import { prerender, type ServerEntry } from './prerender';
import { precompress } from './compress';
import { redirectPageHtml, redirectsFile } from './redirect-page';
import { securityHeaders } from './security-headers';
import { robotsTxt, sitemapXml } from './sitemap';

export { projectRoot };

export interface BuildOptions {
  pagesDir?: string;
  outDir?: string;
  includeDrafts?: boolean;
  /** Folder of compiled pages kept between builds (default node_modules/.cache/site-mdx); false for none. */
  mdxCacheDir?: string | false;
  log?: (line: string) => void;
}

export interface BuildReport {
  pages: number;
  redirects: number;
  /** Milliseconds per step. */
  timings: Record<string, number>;
}

/** Thrown when the built site is wrong (form pages missing); its message lists every problem. */
export class SiteCheckError extends Error {
  override name = 'SiteCheckError';
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The pages the built-in form receiver answers with must be in the build. */
function formPageProblems(rendered: readonly { entry: { path: string }; html: string }[]): string[] {
  const problems: string[] = [];
  const pageAt = (path: string) => rendered.find(({ entry }) => entry.path === path);
  for (const form of forms) {
    if (!pageAt(thankYouPath(form.id))) problems.push(`form ${form.id}: no thank-you page at ${thankYouPath(form.id)}`);
  }
  const problemPage = pageAt(problemPagePath);
  if (!problemPage) problems.push(`no form problem page at ${problemPagePath}`);
  else {
    try {
      splitAtSlot(problemPage.html);
    } catch (error) {
      problems.push(`${problemPagePath}: ${error instanceof Error ? error.message : String(error)} (use <FormProblems /> once)`);
    }
  }
  return problems;
}

/** Waits for every promise, then rethrows the first failure, if any. */
async function firstFailure(promises: readonly Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(promises)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

async function writeText(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/**
 * Builds the site into `outDir` in one process: client build (islands, CSS, public files), SSR
 * build (pages), prerender, redirects, sitemap, headers, link check, precompression. Everything
 * is written to a staging folder first, so a failed build leaves the previous output untouched.
 */
export async function buildSite(options: BuildOptions = {}): Promise<BuildReport> {
  const root = projectRoot;
  const pagesDir = resolve(options.pagesDir ?? join(root, 'pages'));
  const outDir = resolve(options.outDir ?? join(root, 'dist'));
  const includeDrafts = options.includeDrafts ?? false;
  const log = options.log ?? (() => {});
  const id = randomUUID().slice(0, 8);
  const staging = join(dirname(outDir), `.${basename(outDir)}-staging-${id}`);
  // Inside the project, so the SSR bundle resolves react and friends from node_modules.
  const ssrDir = join(root, 'node_modules', '.cache', 'site-ssr', id);
  const timings: Record<string, number> = {};
  let started = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - started);
    started = now;
  };

  // React's production build for the prerender; set before the SSR bundle first imports React.
  process.env.NODE_ENV = 'production';
  try {
    // Frontmatter and links first: a content error is reported before any bundling starts.
    const { drafts, vocabularies } = readContent({ pagesDir, root, includeDrafts, publicDir: join(root, 'public') });
    step('frontmatter');

    const quiet = { logLevel: 'error' as const };
    const componentUses = new ComponentUseLog();
    // Settled, not Promise.all: when one build fails the other must stop writing into staging
    // before the cleanup below removes it, or it leaves a half-written folder behind.
    await firstFailure([
      build({
        ...siteConfig({ pagesDir, includeDrafts, target: 'client' }),
        ...quiet,
        build: { outDir: staging, emptyOutDir: true, manifest: true, rolldownOptions: { input: join(root, 'src/entry-client.ts') } },
      }),
      build({
        ...siteConfig({ pagesDir, includeDrafts, target: 'ssr', mdxCacheDir: options.mdxCacheDir, onComponentUses: componentUses.record }),
        ...quiet,
        build: {
          ssr: join(root, 'src/entry-server.tsx'),
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { output: { codeSplitting: false } },
        },
      }),
    ]);
    const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
    step('bundle');

    // Every page's component uses, read while compiling, checked before any page renders.
    const componentWarnings = componentUses.check(server.pages, pagesDir, server.pagesLabel, vocabularies);
    for (const warning of componentWarnings) log(formatProblem({ ...warning, message: `warning: ${warning.message}` }));
    step('components');
    const assetsFor = manifestAssets(join(staging, '.vite', 'manifest.json'));
    const { pages: rendered, scriptHashes } = await prerender(server, staging, assetsFor);
    step('prerender');
    const formPagesMissing = formPageProblems(rendered);
    if (formPagesMissing.length) throw new SiteCheckError(`Form pages:\n${formPagesMissing.join('\n')}`);
    for (const form of forms) log(`form ${form.id} posts to ${formAction(form.id)} (${formActionSource(form.id)})`);

    const redirects = redirectsOf(server.pages);
    const indexable = server.pages.filter((page) => page.path !== notFoundPath && !page.frontmatter.noindex);
    await Promise.all([
      ...redirects.map(({ from, to }) => writeText(join(staging, outputFileOf(from)), redirectPageHtml(to, site.url))),
      writeText(join(staging, '_redirects'), redirectsFile(redirects)),
      writeText(join(staging, 'robots.txt'), robotsTxt(site.url)),
      writeText(
        join(staging, 'sitemap.xml'),
        sitemapXml(
          indexable.map((page) => {
            const versions = translationsOf(page, indexable, site.defaultLang);
            return {
              path: page.path,
              date: page.frontmatter.date,
              alternates: versions.length > 1 ? versions.map((version) => ({ lang: version.frontmatter.lang, path: version.path })) : [],
            };
          }),
          site.url,
        ),
      ),
      writeText(
        join(staging, '_headers'),
        formatHeadersFile([
          {
            pattern: '/*',
            headers: { ...securityHeaders({ scriptHashes, formActionOrigins: formActionOrigins() }), 'Cache-Control': 'public, max-age=0, must-revalidate' },
          },
          { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
        ]),
      ),
    ]);
    await rm(join(staging, '.vite'), { recursive: true, force: true });
    step('extras');

    const files = await listFiles(staging);
    const urlPaths = new Set(files.map((file) => '/' + file.slice(staging.length + 1).split(sep).join('/')));
    const checked = new Map<string, CheckedPage>(
      rendered.map(({ entry, html }) => [
        entry.path,
        {
          file: `${server.pagesLabel}/${entry.file}`,
          path: entry.path,
          links: linksIn(html),
          ids: idsIn(html),
          allowHashLinks: entry.frontmatter.allowHashLinks,
        },
      ]),
    );
    const endpoints = new Set(forms.map((form) => formAction(form.id)));
    // The safety net for links the source does not write as such (built from frontmatter, anchors).
    const broken = brokenLinks({ origin: site.url, pages: checked, redirects, files: urlPaths, endpoints, drafts });
    if (broken.length) throw new ContentError(locateBrokenLinks(broken, root, site.url));
    step('linkCheck');

    await precompress(files);
    step('compress');

    await rm(outDir, { recursive: true, force: true });
    await rename(staging, outDir);
    log(`built ${rendered.length} pages and ${redirects.length} redirects into ${outDir}`);
    return { pages: rendered.length, redirects: redirects.length, timings };
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
    if (existsSync(staging)) await rm(staging, { recursive: true, force: true });
  }
}
