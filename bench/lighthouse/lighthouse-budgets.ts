import type { BudgetResult } from '../budgets';
import type { PageWeight } from '../page-weights';
import type { LighthouseResult } from './run-lighthouse';

const kib = 1024;
export const islandCodeBudget = 8 * kib;
/**
 * Islands allowed more than `islandCodeBudget`: the HeroCarousel is embla (7.6 KiB gzip of its
 * 9.0 KiB), the carousel library the stack names.
 */
export const islandCodeBudgets: Readonly<Record<string, number>> = { HeroCarousel: 9.5 * kib };

/** The gzip bytes an island's own code may take, besides the shared runtime. */
export function islandBudgetOf(island: string): number {
  return islandCodeBudgets[island] ?? islandCodeBudget;
}
export const homeJsBudget = 78 * kib;
export const mobileLcpBudgetMs = 1200;
export const cssBudget = 15 * kib;
export const htmlBudget = 30 * kib;

const kb = (bytes: number) => `${(bytes / kib).toFixed(1)} KiB`;

function budget(name: string, offenders: readonly string[], passed: string): BudgetResult {
  return {
    name,
    verdict: offenders.length === 0 ? 'PASS' : 'FAIL',
    detail: offenders.length === 0 ? passed : offenders.join('; '),
  };
}

function weightOf(weights: readonly PageWeight[], path: string): PageWeight {
  const weight = weights.find((candidate) => candidate.path === path);
  if (!weight) throw new Error(`no page weight for ${path}`);
  return weight;
}

/** The budgets Lighthouse measures: scores, CLS, TBT and JS without islands, mobile LCP. */
export function lighthouseBudgets(
  results: readonly LighthouseResult[],
  weights: readonly PageWeight[],
): BudgetResult[] {
  const label = (result: LighthouseResult) => `${result.path} ${result.preset}`;
  const withoutIslands = results.filter((result) => !weightOf(weights, result.path).hasIsland);
  const scoreOffenders = results.flatMap((result) => {
    const low = Object.entries(result.scores).filter(([, score]) => score < 100);
    return low.length
      ? [
          `${label(result)} ${low.map(([category, score]) => `${category} ${score}`).join(', ')} (${result.failedAudits.join('; ') || 'no single audit failed in most runs'})`,
        ]
      : [];
  });
  return [
    budget(
      'Lighthouse performance, accessibility, best practices and SEO = 100',
      scoreOffenders,
      `${results.length} page runs (median) all 100`,
    ),
    budget(
      'CLS = 0',
      results.filter((result) => result.cls > 0).map((result) => `${label(result)} ${result.cls.toFixed(4)}`),
      'no layout shift on any page',
    ),
    budget(
      'TBT = 0 on pages without islands',
      withoutIslands
        .filter((result) => result.tbtMs > 0)
        .map((result) => `${label(result)} ${Math.round(result.tbtMs)} ms`),
      `${withoutIslands.length} page runs without islands block for 0 ms`,
    ),
    budget(
      'JavaScript = 0 bytes on pages without islands (as Lighthouse saw the requests)',
      withoutIslands
        .filter((result) => result.scriptBytes > 0)
        .map((result) => `${label(result)} ${result.scriptBytes} B`),
      `${withoutIslands.length} page runs without islands request no script`,
    ),
    budget(
      `mobile LCP <= ${mobileLcpBudgetMs / 1000} s`,
      results
        .filter((result) => result.preset === 'mobile' && result.lcpMs > mobileLcpBudgetMs)
        .map((result) => `${result.path} ${(result.lcpMs / 1000).toFixed(2)} s`),
      `slowest ${(Math.max(...results.filter((result) => result.preset === 'mobile').map((result) => result.lcpMs)) / 1000).toFixed(2)} s`,
    ),
  ];
}

/** The byte budgets, over every page of the build: island code, home JS, CSS and HTML (gzip). */
export function byteBudgets(weights: readonly PageWeight[]): BudgetResult[] {
  const islandPages = weights.filter((weight) => weight.islands.length > 0);
  // The shared runtime: the scripts every page with an island loads (entry, hydration, React).
  const runtime = islandPages.length
    ? islandPages.map((weight) => new Set(weight.jsUrls)).reduce((a, b) => new Set([...a].filter((url) => b.has(url))))
    : new Set<string>();
  const islandCode = (weight: PageWeight) =>
    weight.jsUrls.filter((url) => !runtime.has(url)).reduce((sum, url) => sum + weight.jsFiles[url].gzip, 0);
  const home = weights.find((weight) => weight.path === '/');
  const runtimeBytes = islandPages[0]
    ? [...runtime].reduce((sum, url) => sum + islandPages[0].jsFiles[url].gzip, 0)
    : 0;
  const exceptions = Object.entries(islandCodeBudgets)
    .map(([island, bytes]) => `${island} ${kb(bytes)}`)
    .join(', ');
  const largest = (pick: (weight: PageWeight) => number) => weights.reduce((a, b) => (pick(b) > pick(a) ? b : a));
  const css = largest((weight) => weight.css.gzip);
  const html = largest((weight) => weight.html.gzip);
  return [
    budget(
      `island code <= ${kb(islandCodeBudget)} gzip per island (${exceptions}), besides the shared runtime (${kb(runtimeBytes)})`,
      islandPages
        .filter(
          (weight) => islandCode(weight) > weight.islands.reduce((sum, island) => sum + islandBudgetOf(island), 0),
        )
        .map((weight) => `${weight.path} (${weight.islands.join(', ')}) ${kb(islandCode(weight))}`),
      islandPages.map((weight) => `${weight.path} ${kb(islandCode(weight))}`).join(', ') || 'no page has an island',
    ),
    budget(
      `home page JavaScript <= ${kb(homeJsBudget)} gzip in all`,
      home && home.js.gzip > homeJsBudget ? [`/ loads ${kb(home.js.gzip)}`] : [],
      home ? `/ loads ${kb(home.js.gzip)}` : 'no home page',
    ),
    budget(
      `CSS <= ${kb(cssBudget)} gzip per page`,
      weights.filter((weight) => weight.css.gzip > cssBudget).map((weight) => `${weight.path} ${kb(weight.css.gzip)}`),
      `largest ${css.path} ${kb(css.css.gzip)}`,
    ),
    budget(
      `HTML <= ${kb(htmlBudget)} gzip per page`,
      weights
        .filter((weight) => weight.html.gzip > htmlBudget)
        .map((weight) => `${weight.path} ${kb(weight.html.gzip)}`),
      `largest ${html.path} ${kb(html.html.gzip)}`,
    ),
  ];
}
