import { describe, expect, it } from 'vitest';
import { formatStudioReport } from '../../../bench/studio/report-studio';
import type { StudioBenchResult } from '../../../bench/studio/run-studio-bench';
import { studioBudgets } from '../../../bench/studio/studio-budgets';

const result = (open: number, preview: number, diagnostic: number): StudioBenchResult => ({
  page: '/services/cloud',
  open: { spread: { median: open, min: open - 100, max: open + 400 }, tries: 5, missed: 0 },
  preview: { spread: { median: preview, min: preview - 40, max: preview + 90 }, tries: 10, missed: 0 },
  diagnostic: { spread: { median: diagnostic, min: diagnostic - 60, max: diagnostic + 120 }, tries: 10, missed: 0 },
});

describe('the studio budgets and report', () => {
  it('passes at 1000 ms to open, 250 ms to the preview and 500 ms to the diagnostic, and fails above', () => {
    expect(studioBudgets(result(1000, 250, 500)).map((budget) => budget.verdict)).toEqual(['PASS', 'PASS', 'PASS']);
    expect(studioBudgets(result(1001, 251, 501)).map((budget) => budget.verdict)).toEqual(['FAIL', 'FAIL', 'FAIL']);
  });

  it('judges the preview from the last key against 250 ms alone', () => {
    expect(studioBudgets(result(500, 251, 200)).map((budget) => budget.verdict)).toEqual(['PASS', 'FAIL', 'PASS']);
    expect(studioBudgets(result(500, 250, 200))[1].name).toBe(
      'studio: pause in typing -> the preview shows the edit, median <= 250 ms',
    );
  });

  it('fails a loop when a try never showed, and says how many', () => {
    const missed = {
      ...result(500, 100, 200),
      preview: { spread: { median: 100, min: 90, max: 120 }, tries: 10, missed: 3 },
    };
    expect(studioBudgets(missed)[1]).toMatchObject({
      verdict: 'FAIL',
      detail: '100 ms (median of 7); 3 of 10 not shown within 10 s',
    });
    const never = { ...result(500, 100, 200), diagnostic: { spread: undefined, tries: 10, missed: 10 } };
    expect(studioBudgets(never)[2]).toMatchObject({
      verdict: 'FAIL',
      detail: 'never shown; 10 of 10 not shown within 10 s',
    });
  });

  it('reports the tries, median, min and max of each loop', () => {
    const report = formatStudioReport(result(640, 180, 320));
    expect(report).toMatch(/choose in the pages panel -> text in the editor and preview\s+5\s+640\s+540\s+1040/);
    expect(report).toMatch(/pause in typing -> edit shown in the preview\s+10\s+180\s+140\s+270/);
    expect(report).toMatch(/pause in typing -> diagnostic underlined in the editor\s+10\s+320\s+260\s+440/);
  });
});
