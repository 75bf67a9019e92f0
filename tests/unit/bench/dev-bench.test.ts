import { describe, expect, it } from 'vitest';
import { devBudgets } from '../../../bench/dev/dev-budgets';
import { withWordAdded } from '../../../bench/dev/edited-text';
import { formatDevReport } from '../../../bench/dev/report-dev';
import type { DevBenchResult } from '../../../bench/dev/run-dev-bench';
import { spreadOf } from '../../../bench/median';

describe('withWordAdded', () => {
  const page = [
    '---',
    'title: About',
    'description: A page about us, long enough to look like running text in the frontmatter.',
    '---',
    '',
    '<Hero title="Our story">',
    '  For more than 15 years we have helped enterprises put technology to work, one client at a time.',
    '</Hero>',
    '',
  ].join('\n');

  it('adds the word at the end of the first paragraph, before its full stop, and changes nothing else', () => {
    const edited = withWordAdded(page, 'benchedit1');
    expect(edited).toContain('one client at a time benchedit1.\n</Hero>');
    expect(edited.replace(' benchedit1', '')).toBe(page);
  });

  it('refuses a page without running text', () => {
    expect(() => withWordAdded('<Hero title="x" />\n', 'w')).toThrow('no paragraph of running text');
  });
});

describe('spreadOf', () => {
  it('gives the median (the mean of the middle two for an even count), min and max', () => {
    expect(spreadOf([300, 100, 200])).toEqual({ median: 200, min: 100, max: 300 });
    expect(spreadOf([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
  });
});

describe('the dev budgets and report', () => {
  const result = (firstPage: number, html: number, browser: number): DevBenchResult => ({
    firstStart: { readyMs: 6100.4, firstPageMs: 9800.6, dependencyCache: 'cold' },
    starts: {
      count: 3,
      ready: { median: 900.2, min: 850, max: 1020 },
      toFirstPage: { median: firstPage, min: firstPage - 100, max: firstPage + 300 },
    },
    saves: 10,
    toHtml: { median: html, min: html - 50, max: html + 80 },
    toBrowser: { median: browser, min: browser - 90, max: browser + 200 },
    notShown: 0,
  });

  it('passes at 2000 ms to the first page, 150 ms to the HTML and 500 ms to the browser, and fails above', () => {
    expect(devBudgets(result(2000, 150, 500)).map((budget) => budget.verdict)).toEqual(['PASS', 'PASS', 'PASS']);
    expect(devBudgets(result(2001, 151, 501)).map((budget) => budget.verdict)).toEqual(['FAIL', 'FAIL', 'FAIL']);
  });

  it('judges each budget on its own figure', () => {
    expect(devBudgets(result(2500, 100, 300)).map((budget) => budget.verdict)).toEqual(['FAIL', 'PASS', 'PASS']);
    expect(devBudgets(result(1500, 180, 300)).map((budget) => budget.verdict)).toEqual(['PASS', 'FAIL', 'PASS']);
  });

  it('judges the first page on the starts with the cache warm, not on the first start', () => {
    const [firstPage] = devBudgets(result(1800, 100, 300));
    expect(firstPage).toMatchObject({ verdict: 'PASS', detail: '1800 ms (median of 3 starts)' });
    expect(firstPage.name).toContain('dependency cache warm');
  });

  it('fails the browser budget when a save was not shown by the automatic reload, and says how many', () => {
    const budget = devBudgets({ ...result(1000, 100, 300), notShown: 2 })[2];
    expect(budget).toMatchObject({
      verdict: 'FAIL',
      detail: '300 ms (median of 8); 2 of 10 saves not shown by the automatic reload',
    });
    expect(formatDevReport({ ...result(1000, 100, 300), notShown: 2 })).toContain(
      '2 of 10 saves: the automatic reload still showed the old text',
    );
  });

  it('reports the first start with its cache, the starts after it and median, min and max of both loops', () => {
    const report = formatDevReport(result(1700, 140, 420));
    expect(report.split('\n')[0]).toBe(
      "first start (Vite's dependency cache cold before it): ready after 6100 ms, first page's HTML after 9801 ms",
    );
    expect(report).toMatch(/-> ready line printed\s+900\s+850\s+1020/);
    expect(report).toMatch(/-> first page's whole HTML\s+1700\s+1600\s+2000/);
    expect(report).toMatch(/save -> new HTML \(fetch\)\s+140\s+90\s+220/);
    expect(report).toMatch(/save -> text shown in Chromium\s+420\s+330\s+620/);
  });
});
