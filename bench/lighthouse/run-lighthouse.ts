import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { chromiumFlags } from '../../tools/chromium-flags';
import { freePort } from '../../tools/free-port';
import { spawnServer, type RunningServer } from '../../tools/spawn-server';
import { median } from '../median';

export type Preset = 'mobile' | 'desktop';

/** The pages the budgets hold to: home, investors, one service, one industry, the blog, contact, a job. */
export const lighthousePages = [
  '/',
  '/investors',
  '/services/cloud',
  '/industries/banking',
  '/insights/blog',
  '/contact-us',
  '/jobs/cloud-solutions-architect',
] as const;

export const presets: readonly Preset[] = ['mobile', 'desktop'];

/** Debian's Chromium with the flags this machine needs, headless. */
const lighthouseChromiumFlags = ['--headless', ...chromiumFlags];

export interface LighthouseRun {
  /** Category scores, 0-100. */
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes of script the page requested, as transferred. */
  scriptBytes: number;
  /** Titles of the audits that failed in a category, for a score under 100. */
  failedAudits: string[];
}

export interface LighthouseResult extends LighthouseRun {
  /** Which build: `current`, or the base revision's name under `--against`. */
  site: string;
  path: string;
  preset: Preset;
  runs: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function runOf(lhr: Lhr): LighthouseRun {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined)
      throw new Error(`Lighthouse gave no value for ${id}: ${lhr.audits[id]?.errorMessage ?? 'audit missing'}`);
    return value;
  };
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  const failedAudits = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category.id}: ${lhr.audits[ref.id].title}`),
  );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    scriptBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    failedAudits,
  };
}

/** Each figure on its own: the median over the runs. Failed audits: those failing in most runs. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  const counts = new Map<string, number>();
  for (const audit of runs.flatMap((run) => run.failedAudits)) counts.set(audit, (counts.get(audit) ?? 0) + 1);
  return {
    scores: {
      performance: of((run) => run.scores.performance),
      accessibility: of((run) => run.scores.accessibility),
      bestPractices: of((run) => run.scores.bestPractices),
      seo: of((run) => run.scores.seo),
    },
    lcpMs: of((run) => run.lcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    scriptBytes: of((run) => run.scriptBytes),
    failedAudits: [...counts].filter(([, count]) => count * 2 > runs.length).map(([audit]) => audit),
  };
}

/** Attempts at one run: Lighthouse now and then loses the trace of a load (NO_NAVSTART) on a busy machine. */
const attempts = 3;

async function lighthouseRun(
  url: string,
  port: number,
  preset: Preset,
  progress: (line: string) => void,
): Promise<LighthouseRun> {
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' }, config);
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (result && !error) return runOf(result.lhr);
    if (attempt === attempts) throw new Error(`Lighthouse failed on ${url} ${attempts} times: ${error?.message}`);
    progress(`    ${error?.code}: trying again`);
  }
}

/** A built site to measure, by the name the report gives it. */
export interface LighthouseSite {
  name: string;
  distDir: string;
}

export interface LighthouseOptions {
  /**
   * The built sites to serve: one, or the current build and a base revision's to compare, each
   * measured in turn on the same page, preset and run, so that a busy moment of the machine hits both.
   */
  sites: readonly LighthouseSite[];
  runs: number;
  chromiumPath?: string;
  progress?: (line: string) => void;
}

/**
 * Serves each built site with the production server (each in its own process: sharing
 * Lighthouse's event loop delays its answers while Lighthouse works, and the simulated LCP, built
 * on observed timings, grew by half a second) and runs Lighthouse on each page, with the mobile
 * and the desktop preset, `runs` times each, in one Chromium; returns the medians per site. With
 * two sites the order alternates from run to run, so neither is always measured first.
 */
export async function runLighthouse({
  sites,
  runs,
  chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  progress = () => {},
}: LighthouseOptions): Promise<LighthouseResult[]> {
  const servers: RunningServer[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    // Lighthouse submits no form; each receiver still needs a folder of its own.
    for (const { distDir } of sites)
      servers.push(
        await spawnServer('production', await freePort(), {
          DIST_DIR: distDir,
          DATA_DIR: await mkdtemp(join(tmpdir(), 'lighthouse-forms-')),
        }),
      );
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: lighthouseChromiumFlags,
      logLevel: 'error',
    });
    const results: LighthouseResult[] = [];
    for (const path of lighthousePages) {
      for (const preset of presets) {
        const measured: LighthouseRun[][] = sites.map(() => []);
        for (let run = 1; run <= runs; run++) {
          const order = sites.map((_, index) => index);
          if (run % 2 === 0) order.reverse();
          for (const index of order) {
            const of = sites.length > 1 ? ` ${sites[index].name}` : '';
            progress(`  lighthouse ${preset} ${path}${of} (run ${run} of ${runs})`);
            measured[index].push(await lighthouseRun(servers[index].url + path, chrome.port, preset, progress));
          }
        }
        sites.forEach((site, index) =>
          results.push({ site: site.name, path, preset, runs, ...medianRun(measured[index]) }),
        );
      }
    }
    return results;
  } finally {
    chrome?.kill();
    await Promise.all(servers.map((server) => server.stop()));
  }
}
