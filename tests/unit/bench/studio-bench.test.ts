import { describe, expect, it } from 'vitest';
import { formatStudioReport } from '../../../bench/studio/report-studio';
import { interactionToNextPaint, type StudioBenchResult } from '../../../bench/studio/run-studio-bench';
import { studioBudgets } from '../../../bench/studio/studio-budgets';

const result = (open: number, preview: number, diagnostic: number): StudioBenchResult => ({
  page: '/services/cloud',
  open: { spread: { median: open, min: open - 100, max: open + 400 }, tries: 5, missed: 0 },
  preview: { spread: { median: preview, min: preview - 40, max: preview + 90 }, tries: 10, missed: 0 },
  diagnostic: { spread: { median: diagnostic, min: diagnostic - 60, max: diagnostic + 120 }, tries: 10, missed: 0 },
  previousPageFrames: 0,
  field: { spread: { median: 300, min: 250, max: 420 }, tries: 10, missed: 0 },
  fieldKey: { inpMs: 24, interactions: 150 },
  write: { spread: { median: 210, min: 180, max: 260 }, tries: 10, missed: 0 },
  writeKey: { inpMs: 30, interactions: 160 },
});

describe('the studio budgets and report', () => {
  it('passes at 1000 ms to open, 250 ms to the preview and 500 ms to the diagnostic, and fails above', () => {
    expect(studioBudgets(result(1000, 250, 500)).map((budget) => budget.verdict)).toEqual([
      'PASS',
      'PASS',
      'PASS',
      'PASS',
      'PASS',
      'PASS',
      'PASS',
      'PASS',
    ]);
    expect(
      studioBudgets(result(1001, 251, 501))
        .slice(0, 3)
        .map((budget) => budget.verdict),
    ).toEqual(['FAIL', 'FAIL', 'FAIL']);
  });

  it('judges the preview from the last key against 250 ms alone', () => {
    expect(
      studioBudgets(result(500, 251, 200))
        .slice(0, 3)
        .map((budget) => budget.verdict),
    ).toEqual(['PASS', 'FAIL', 'PASS']);
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

  it('fails when one frame showed the page left after a switch, a field edit reached the preview after 500 ms, or a key cost over 50 ms', () => {
    const budgets = (changes: Partial<StudioBenchResult>) =>
      studioBudgets({ ...result(500, 100, 200), ...changes })
        .slice(3, 6)
        .map((budget) => `${budget.verdict} ${budget.detail}`);
    expect(budgets({})).toEqual(['PASS 0 over 5 switches', 'PASS 300 ms (median of 10)', 'PASS 24 ms over 150 keys']);
    expect(
      budgets({
        previousPageFrames: 1,
        field: { spread: { median: 501, min: 400, max: 900 }, tries: 10, missed: 0 },
        fieldKey: { inpMs: 51, interactions: 150 },
      }),
    ).toEqual(['FAIL 1 over 5 switches', 'FAIL 501 ms (median of 10)', 'FAIL 51 ms over 150 keys']);
    expect(budgets({ fieldKey: { inpMs: 0, interactions: 150 } })[2]).toBe('PASS under 16 ms over 150 keys');
  });

  it('counts Interaction to Next Paint as the worst interaction, one per 50 left out', () => {
    expect(interactionToNextPaint([20, 90, 40], 49)).toBe(90);
    expect(interactionToNextPaint([20, 90, 40], 50)).toBe(40);
    expect(interactionToNextPaint([20, 90, 40], 120)).toBe(20);
    expect(interactionToNextPaint([], 120)).toBe(0);
  });

  it('reports the field loop and the frames and key cost beside the table', () => {
    const report = formatStudioReport(result(640, 180, 320));
    expect(report).toMatch(/pause in typing into the title field -> shown in the preview\s+10\s+300\s+250\s+420/);
    expect(report).toContain(
      'after 5 switches: 0 frames showed the page left; a key in the title field: INP 24 ms over 150 keys; a key in Write mode: INP 30 ms over 160 keys',
    );
  });

  it('judges typing in Write mode as typing in Source: 250 ms to the preview, 50 ms a key', () => {
    const write = (median: number, inpMs: number) =>
      studioBudgets({
        ...result(500, 100, 200),
        write: { spread: { median, min: median, max: median }, tries: 10, missed: 0 },
        writeKey: { inpMs, interactions: 160 },
      })
        .slice(6)
        .map((budget) => budget.verdict);
    expect(write(250, 50)).toEqual(['PASS', 'PASS']);
    expect(write(251, 51)).toEqual(['FAIL', 'FAIL']);
    expect(formatStudioReport(result(640, 180, 320))).toMatch(
      /pause in typing in Write mode -> shown in the preview\s+10\s+210\s+180\s+260/,
    );
  });
});
