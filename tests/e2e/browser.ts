import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';
import { fullTier } from '../tier';

let connected: Promise<Browser> | undefined;

/** The shared Chromium started by the global setup. */
export function browser(): Promise<Browser> {
  connected ??= chromium.connect(inject('browserWsEndpoint'));
  return connected;
}

export const baseUrl = () => inject('baseUrl');

export interface WatchedPage {
  page: Page;
  /** Console errors, uncaught exceptions, failed requests and CSP violations seen so far. */
  problems: string[];
  close: () => Promise<void>;
}

interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

const cspBinding = '__reportCspViolation';

/** Reports each `securitypolicyviolation` of every document in the context to the test. */
function listenForCspViolations(binding: string) {
  const report = (window as unknown as Record<string, (violation: CspViolation) => void>)[binding];
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI || 'inline',
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    true,
  );
}

/** A fresh page in its own context, recording anything that goes wrong in it. */
export async function openPage(options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const problems: string[] = [];
  // Both act through the DevTools protocol, so the page's own CSP does not block them.
  await context.exposeBinding(cspBinding, (_source, { directive, blocked, source }: CspViolation) => {
    problems.push(`csp: ${directive} blocked ${blocked} (${source})`);
  });
  await context.addInitScript(listenForCspViolations, cspBinding);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  // Each request's count of the page's navigations when it started: a script still loading when
  // the visitor leaves (a form sent, a link followed) is cancelled with the page it was for.
  let navigations = 0;
  const startedAt = new WeakMap<Request, number>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations += 1;
    else startedAt.set(request, navigations);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (
      error === 'net::ERR_ABORTED' &&
      request.resourceType() === 'script' &&
      (startedAt.get(request) ?? navigations) < navigations
    )
      return;
    // Chromium cancels its own favicon fetch when the page reloads or navigates meanwhile: not a failure of the site.
    if (error === 'net::ERR_ABORTED' && new URL(request.url()).pathname === '/favicon.svg') return;
    // The speculation rules' prefetch of a link (`Sec-Purpose: prefetch`), still under way when the
    // link is clicked, is cancelled for the navigation itself: not a failure of the site either.
    if (error === 'net::ERR_ABORTED' && request.headers()['sec-purpose']?.startsWith('prefetch')) return;
    problems.push(`request failed: ${request.url()} ${error}`);
  });
  return { page, problems, close: () => context.close() };
}

export interface PagePool {
  /** Runs `use` with a free page of the pool (opening one while fewer than `size` exist), then frees it. */
  use: <T>(use: (watched: WatchedPage) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

/**
 * Pages kept open and reused across tests: a navigation in a warm page costs a fraction of a new
 * context's, and scripts evaluated again (axe) compile from the renderer's cache. Between uses the
 * page goes to about:blank and its problems are cleared, so nothing of one test reaches the next.
 */
export function pagePool(size: number, options: BrowserContextOptions = {}): PagePool {
  const all: Promise<WatchedPage>[] = [];
  const free: WatchedPage[] = [];
  const waiting: ((watched: WatchedPage) => void)[] = [];

  async function acquire(): Promise<WatchedPage> {
    const idle = free.pop();
    if (idle) return idle;
    if (all.length < size) {
      const opened = openPage(options);
      all.push(opened);
      return opened;
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(watched: WatchedPage): void {
    const next = waiting.shift();
    if (next) next(watched);
    else free.push(watched);
  }

  /** Gives the page back clean; a page that cannot even load about:blank is replaced by a new one. */
  async function reset(watched: WatchedPage): Promise<void> {
    try {
      await watched.page.goto('about:blank');
      watched.problems.length = 0;
      release(watched);
    } catch {
      await watched.close().catch(() => {});
      const replacement = openPage(options);
      all.push(replacement);
      release(await replacement);
    }
  }

  return {
    async use(body) {
      const watched = await acquire();
      try {
        return await body(watched);
      } finally {
        await reset(watched);
      }
    },
    async close() {
      await Promise.all(all.map(async (opened) => (await opened).close()));
    },
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA) on the page and returns its violations, readable.
 * `exclude`: selectors of parts left out (the studio's preview frame, whose page the site's own tests check).
 */
export async function axeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (left) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // resultTypes: only violations are reported in full, which makes a run about a third faster.
    const result = await axe.run(left.length ? { exclude: left.map((selector) => [selector]) } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
      ...(left.length && { iframes: false }),
    });
    return result.violations;
  }, exclude);
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * The paths of every page in the build: each `index.html` but the alias redirect pages. (The
 * sitemap would miss the noindex pages, such as the forms' thank-you pages.)
 */
export function builtPaths(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .filter((file) => !readFileSync(join(distDir, file), 'utf8').includes('http-equiv="refresh"'))
    .map((file) => `/${file.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1'))
    .sort();
}

interface PageSources {
  pages: Record<string, { files: Record<string, string[]>; components: string[] }>;
}

/**
 * What makes two pages of the build the same kind for a browser check: the folder of the page's
 * own file (its section and type: a case study, a service, a Hindi page; a folder's own
 * `index.mdx` apart) and the components its render used, as the build recorded them in
 * `.page-sources.json`.
 */
function kindOf(sources: PageSources['pages'][string] | undefined): string {
  if (!sources) return '';
  const own = Object.entries(sources.files).find(([, reads]) => reads.includes('its own file'))?.[0] ?? '';
  // A folder's own page (`index.mdx`, its breadcrumbs a level shorter) is of another kind than its members.
  const place = own.endsWith('/index.mdx') ? own : own.split('/').slice(0, -1).join('/');
  return `${place}|${[...sources.components].sort().join(',')}`;
}

/**
 * The pages a whole-site browser check visits: every built page in the full tier; in the fast
 * tier one page of each kind (`kindOf`), the first of its kind by path, plus every page the build
 * recorded no sources for. About a quarter of the pages, and every section, page type and
 * combination of components among them.
 */
export function pagesToVisit(distDir: string): string[] {
  const paths = builtPaths(distDir);
  if (fullTier) return paths;
  const { pages } = JSON.parse(readFileSync(join(distDir, '.page-sources.json'), 'utf8')) as PageSources;
  const seen = new Set<string>();
  return paths.filter((path) => {
    const kind = kindOf(pages[path]);
    if (!kind) return true;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}
