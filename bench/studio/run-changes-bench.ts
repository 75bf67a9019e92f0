import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSide } from '../../review/side-build';
import type { FileText, ReviewReport, Saved } from '../../studio/shared/api';
import { startStudio, studioFetch, type RunningStudio } from '../../tests/studio/harness';
import type { BudgetResult } from '../budgets';

/** Seconds from asking the Changes view for its report of a one-page change to the report (issue 42). */
export const maxChangesReportSeconds = 30;

export interface ChangesBenchResult {
  /** Wall seconds of the build of main that warms the caches (as `npm run build` on main leaves them). */
  mainBuildSeconds: number;
  /** The first report after a one-page change. */
  firstSeconds: number;
  /** The report after a second one-page change (the caches hold the first report's builds). */
  againSeconds: number;
  /** Pages the first report counted as changed. */
  changedPages: number;
}

const file = 'pages/services/cloud.mdx';

async function api<T>(studio: RunningStudio, endpoint: string, body?: unknown): Promise<T> {
  const response = await studioFetch(studio.url, `/_studio/api/${endpoint}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { Origin: studio.url, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${endpoint} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Rewords a sentence of the page through the studio's own save, as the copywriter's Save does. */
async function rewordPage(studio: RunningStudio, from: string, to: string): Promise<void> {
  const opened = await api<FileText>(studio, `file?file=${encodeURIComponent(file)}`);
  if (!opened.text.includes(from)) throw new Error(`${file} no longer says "${from}"`);
  await api<Saved>(studio, 'save', { file, text: opened.text.replace(from, to), version: opened.version });
}

/**
 * The studio's Changes view on a scratch repository of the whole site (its dev server runs from it,
 * as the report needs): main built once to warm the caches, then a sentence of one page reworded
 * through Save and the report asked for as the Changes view asks (`POST review`), timed to its
 * answer; then a second rewording and report.
 */
export async function runChangesBench({ progress }: { progress: (line: string) => void }): Promise<ChangesBenchResult> {
  const studio = await startStudio({ wholeSite: true });
  const mainBuild = mkdtempSync(join(tmpdir(), 'site-studio-changes-main-'));
  try {
    progress('  studio: building main of a whole-site scratch repository (warms the caches)');
    const buildStarted = performance.now();
    await buildSide('main', studio.root, join(mainBuild, 'out'));
    const mainBuildSeconds = (performance.now() - buildStarted) / 1000;

    const report = async () => {
      const started = performance.now();
      const answer = await api<ReviewReport>(studio, 'review', {});
      return { seconds: (performance.now() - started) / 1000, answer };
    };
    progress('  studio: the Changes report of a one-page change');
    await rewordPage(
      studio,
      'Our cloud teams combine platform engineers',
      'Our cloud teams bring together platform engineers',
    );
    const first = await report();
    progress('  studio: the Changes report of a second one-page change');
    await rewordPage(
      studio,
      'Our cloud teams bring together platform engineers',
      'Our cloud teams unite platform engineers',
    );
    const again = await report();
    return {
      mainBuildSeconds,
      firstSeconds: first.seconds,
      againSeconds: again.seconds,
      changedPages: Number(/(\d+) pages? changed/.exec(first.answer.markdown)?.[1] ?? 0),
    };
  } finally {
    rmSync(mainBuild, { recursive: true, force: true });
    await studio.stop();
  }
}

export function changesBudgets(result: ChangesBenchResult): BudgetResult[] {
  return [
    {
      name: `studio: Changes report of a one-page change <= ${maxChangesReportSeconds} s`,
      verdict: result.firstSeconds <= maxChangesReportSeconds ? 'PASS' : 'FAIL',
      detail: `${result.firstSeconds.toFixed(1)} s (again after a second change: ${result.againSeconds.toFixed(1)} s)`,
    },
  ];
}

export function formatChangesReport(result: ChangesBenchResult): string {
  return [
    `build of main (warms the caches): ${result.mainBuildSeconds.toFixed(1)} s`,
    `Changes report of a one-page change: ${result.firstSeconds.toFixed(1)} s, budget ${maxChangesReportSeconds} s (${result.changedPages} page changed)`,
    `after a second change to the same page: ${result.againSeconds.toFixed(1)} s`,
  ].join('\n');
}
