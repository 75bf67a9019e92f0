import { describe, expect, it } from 'vitest';
import { byteBudgets, lighthouseBudgets } from '../../../bench/lighthouse/lighthouse-budgets';
import { formatLighthouseComparison } from '../../../bench/lighthouse/report-lighthouse';
import { medianRun, type LighthouseResult, type LighthouseRun } from '../../../bench/lighthouse/run-lighthouse';
import type { Bytes, PageWeight } from '../../../bench/page-weights';

const bytes = (gzip: number): Bytes => ({ raw: gzip * 3, gzip });
const kib = 1024;

function weight(
  path: string,
  islands: string[],
  jsFiles: Record<string, number>,
  html = 8 * kib,
  css = 5 * kib,
): PageWeight {
  const files = Object.fromEntries(Object.entries(jsFiles).map(([url, gzip]) => [url, bytes(gzip)]));
  const js = Object.values(jsFiles).reduce((sum, gzip) => sum + gzip, 0);
  return {
    path,
    file: '',
    html: bytes(html),
    js: bytes(js),
    css: bytes(css),
    jsUrls: Object.keys(jsFiles),
    cssUrls: [],
    hasIsland: islands.length > 0,
    islands,
    jsFiles: files,
  };
}

const runtime = { '/assets/entry.js': 1 * kib, '/assets/react.js': 60 * kib };

function run(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
    lcpMs: 900,
    cls: 0,
    tbtMs: 0,
    scriptBytes: 0,
    failedAudits: [],
    ...overrides,
  };
}

const result = (
  path: string,
  preset: 'mobile' | 'desktop',
  overrides: Partial<LighthouseRun> = {},
): LighthouseResult => ({ site: 'current', path, preset, runs: 3, ...run(overrides) });

describe('byteBudgets', () => {
  it('counts island code beside the runtime every island page shares, and the home total', () => {
    const weights = [
      weight('/', ['HeroCarousel'], { ...runtime, '/assets/HeroCarousel.js': 9.6 * kib }),
      weight('/investors', ['InvestorNews'], { ...runtime, '/assets/InvestorNews.js': 1 * kib }),
      weight('/about', [], {}),
    ];
    const [island, home, css, html] = byteBudgets(weights);
    expect(island).toEqual({
      name: 'island code <= 8.0 KiB gzip per island (HeroCarousel 9.5 KiB), besides the shared runtime (61.0 KiB)',
      verdict: 'FAIL',
      detail: '/ (HeroCarousel) 9.6 KiB',
    });
    expect(home).toMatchObject({ verdict: 'PASS', detail: '/ loads 70.6 KiB' });
    expect(css.verdict).toBe('PASS');
    expect(html.verdict).toBe('PASS');
  });

  it('gives the HeroCarousel 9.5 KiB and every other island 8 KiB', () => {
    const verdict = (island: string, gzip: number) =>
      byteBudgets([
        weight('/', [island], { ...runtime, [`/assets/${island}.js`]: gzip }),
        weight('/search', ['SiteSearch'], { ...runtime, '/assets/SiteSearch.js': 1 * kib }),
      ])[0].verdict;
    expect(verdict('HeroCarousel', 9.5 * kib)).toBe('PASS');
    expect(verdict('HeroCarousel', 9.5 * kib + 1)).toBe('FAIL');
    expect(verdict('InvestorNews', 8 * kib)).toBe('PASS');
    expect(verdict('InvestorNews', 8.5 * kib)).toBe('FAIL');
  });

  it('fails a page over the CSS or HTML budget', () => {
    const [, , css, html] = byteBudgets([weight('/', [], {}, 31 * kib, 16 * kib)]);
    expect(css).toMatchObject({ verdict: 'FAIL', detail: '/ 16.0 KiB' });
    expect(html).toMatchObject({ verdict: 'FAIL', detail: '/ 31.0 KiB' });
  });
});

describe('lighthouseBudgets', () => {
  const weights = [weight('/', ['HeroCarousel'], runtime), weight('/about', [], {})];

  it('passes a clean set of runs', () => {
    const verdicts = lighthouseBudgets(
      [result('/', 'mobile', { tbtMs: 30, scriptBytes: 60_000 }), result('/about', 'desktop')],
      weights,
    ).map((budget) => budget.verdict);
    expect(verdicts).toEqual(['PASS', 'PASS', 'PASS', 'PASS', 'PASS']);
  });

  it('names each broken budget with the page and the figure', () => {
    const results = [
      result('/', 'mobile', {
        lcpMs: 1300,
        scores: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 },
        failedAudits: ['performance: Largest Contentful Paint'],
      }),
      result('/about', 'desktop', { cls: 0.002, tbtMs: 20, scriptBytes: 500 }),
    ];
    const details = Object.fromEntries(
      lighthouseBudgets(results, weights).map((budget) => [budget.name, `${budget.verdict} ${budget.detail}`]),
    );
    expect(Object.values(details)).toEqual([
      'FAIL / mobile performance 98 (performance: Largest Contentful Paint)',
      'FAIL /about desktop 0.0020',
      'FAIL /about desktop 20 ms',
      'FAIL /about desktop 500 B',
      'FAIL / 1.30 s',
    ]);
  });
});

describe('medianRun', () => {
  it("takes each figure's median on its own and keeps audits failing in most runs", () => {
    const median = medianRun([
      run({ lcpMs: 1000, failedAudits: ['a'] }),
      run({ lcpMs: 800, cls: 0.1, failedAudits: ['a', 'b'] }),
      run({ lcpMs: 900 }),
    ]);
    expect(median.lcpMs).toBe(900);
    expect(median.cls).toBe(0);
    expect(median.failedAudits).toEqual(['a']);
  });
});

describe('formatLighthouseComparison', () => {
  it("puts each page's current medians beside the base revision's, with their ratio", () => {
    const table = formatLighthouseComparison(
      [
        result('/contact-us', 'mobile', { lcpMs: 900, tbtMs: 40 }),
        {
          ...result('/contact-us', 'mobile', { lcpMs: 1200, tbtMs: 160, scores: { ...run().scores, performance: 98 } }),
          site: 'main',
        },
        result('/contact-us', 'desktop'),
        { ...result('/contact-us', 'desktop'), site: 'main' },
      ],
      'main',
    );
    const [, , mobile, desktop] = table.split('\n');
    expect(mobile.split(/ +/)).toEqual([
      '/contact-us',
      'mobile',
      '100',
      '98',
      '0.90',
      '1.20',
      '0.75',
      '40',
      '160',
      '0.25',
    ]);
    // No blocking on either side: no ratio.
    expect(desktop.split(/ +/).slice(-3)).toEqual(['0', '0', '-']);
    expect(() => formatLighthouseComparison([result('/', 'mobile')], 'main')).toThrow('no main result for / mobile');
  });
});
