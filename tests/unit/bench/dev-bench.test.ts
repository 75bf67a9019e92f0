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
  const result = (html: number, browser: number): DevBenchResult => ({
    readyMs: 1200.4,
    firstRequestMs: 3900.6,
    saves: 10,
    toHtml: { median: html, min: html - 50, max: html + 80 },
    toBrowser: { median: browser, min: browser - 90, max: browser + 200 },
    notShown: 0,
  });

  it('passes at 200 ms to the HTML and 500 ms to the browser, and fails above', () => {
    expect(devBudgets(result(200, 500)).map((budget) => budget.verdict)).toEqual(['PASS', 'PASS']);
    expect(devBudgets(result(201, 501)).map((budget) => budget.verdict)).toEqual(['FAIL', 'FAIL']);
  });

  it('fails the browser budget when a save was not shown by the automatic reload, and says how many', () => {
    const budget = devBudgets({ ...result(100, 300), notShown: 2 })[1];
    expect(budget).toMatchObject({
      verdict: 'FAIL',
      detail: '300 ms (median of 8); 2 of 10 saves not shown by the automatic reload',
    });
    expect(formatDevReport({ ...result(100, 300), notShown: 2 })).toContain(
      '2 of 10 saves: the automatic reload still showed the old text',
    );
  });

  it('reports the start, the first request and median, min and max of both loops', () => {
    const report = formatDevReport(result(180, 420));
    expect(report.split('\n')[0]).toBe('npm run dev ready after 1200 ms; first request of the page 3901 ms');
    expect(report).toMatch(/save -> new HTML \(fetch\)\s+180\s+130\s+260/);
    expect(report).toMatch(/save -> text shown in Chromium\s+420\s+330\s+620/);
  });
});
