/**
 * Build benchmark and page-weight budgets (`npm run bench -- [--sizes 50,500,2000] [--runs 1]`).
 *
 * 1. Generates MDX corpora of each size in a temporary folder and builds each one cold (empty MDX
 *    compile cache), in its own Node process, `--runs` times, then once more warm (the cache filled,
 *    as after editing a few pages); prints wall time, pages per second, peak memory and buildSite's
 *    per-step timings (medians over the runs).
 * 2. Checks that cold builds scale no worse than linearly and that 2000 pages build in time cold.
 * 3. Builds the real pages/ and prints, per route, the bytes of HTML, JS and CSS it loads (raw
 *    and gzip); pages without an island must load no JS; island code, home JS, CSS and HTML budgets.
 * 4. Lighthouse 13 (mobile and desktop presets, median of `--lighthouse-runs`) on seven pages of that
 *    build, served by the production server, in Debian's Chromium: scores, CLS, TBT, JS, mobile LCP.
 *
 * 5. The production server against sirv-cli on the same files (autocannon, side by side, brotli and
 *    plain), and its resident memory idle and after 15,000 form posts.
 * 6. `npm run dev` on the real site: fresh starts timed from spawning it to the first page's HTML
 *    (Vite's dependency cache warm), then saves of a real page timed to the new HTML and to Chromium
 *    showing the new text (bench/dev/).
 * 7. The studio (`/_studio`) in Chromium on a scratch copy of the site: opening `/services/cloud` from
 *    the pages panel, then typed edits timed to the preview showing them and to a diagnostic (bench/studio/);
 *    then the Changes view's report of a one-page change saved through the studio, on a scratch
 *    repository of the whole site, caches warm from a build of main (bench/studio/run-changes-bench.ts).
 *
 * `--against <revision>` builds each corpus with that git revision too (a temporary worktree),
 * alternating runs, prints each step's CPU beside the base's and fails when one takes over 10% more.
 * With the lighthouse part it also builds that revision's pages/ with its own code, and Lighthouse
 * measures both builds page by page, alternating, and prints both medians and their ratio.
 *
 * `--compare astro` builds each corpus with the Astro 7 reference in bench/astro/ too, alternating runs,
 * budgets the build by ratios to it and ends with a one-line summary.
 *
 * 8. `npm run review` on a scratch repository of the site with one page's paragraph reworded, caches
 *    warm: the report, then the report with --screenshots (bench/review/).
 *
 * 9. Search on that build, served by the production server: `/search` in 5 fresh Chromium contexts, the
 *    box clicked and a word typed at 40 ms a key, timed from the last key to the first result (bench/search/).
 *
 * `--only build`, `--only lighthouse`, `--only server`, `--only dev`, `--only studio`, `--only review` or `--only search` runs
 * one part (the real site is built for all but dev, studio and review). Exits with 1 when a budget fails or a build breaks. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../builder/build-server';
import { projectRoot } from '../builder/build-site';
import { installAstroReference } from '../bench/astro-build';
import { benchOptions, usage, type BenchOptions } from '../bench/bench-options';
import { formatBudgets, noJsWithoutIslandsBudget, scalingBudgets, type BudgetResult } from '../bench/budgets';
import { compareWithAstro, type ComparedSize } from '../bench/compare-astro';
import { compareBudgets } from '../bench/compare-budgets';
import {
  checkOutBase,
  compareWithRevision,
  cpuKindOf,
  formatRevisionTable,
  revisionBudgets,
  type BaseTree,
  type RevisionComparison,
} from '../bench/compare-revision';
import { devBudgets } from '../bench/dev/dev-budgets';
import { formatDevReport } from '../bench/dev/report-dev';
import { runDevBench } from '../bench/dev/run-dev-bench';
import { byteBudgets, lighthouseBudgets } from '../bench/lighthouse/lighthouse-budgets';
import { formatLighthouseComparison, formatLighthouseTable } from '../bench/lighthouse/report-lighthouse';
import { lighthousePages, runLighthouse, type LighthouseSite } from '../bench/lighthouse/run-lighthouse';
import { generatePages } from '../bench/generate-pages';
import { measureBuild, type BuildMeasurement } from '../bench/measure-build';
import { medianMeasurement } from '../bench/median';
import { distinctAssetBytes, pageWeights, routesOf, type PageWeight } from '../bench/page-weights';
import { formatBuildTable, formatStepShares, type MeasuredCorpus } from '../bench/report-builds';
import { formatCompareLine, formatCompareTable, formatCpuTable } from '../bench/report-compare';
import { formatWeightTable } from '../bench/report-weights';
import { formatHtmlPartsTable, readHtmlParts } from '../bench/html-parts';
import { formatServerReport } from '../bench/server/report-server';
import { runServerBench } from '../bench/server/run-server-bench';
import { formatStudioReport } from '../bench/studio/report-studio';
import { runStudioBench } from '../bench/studio/run-studio-bench';
import { changesBudgets, formatChangesReport, runChangesBench } from '../bench/studio/run-changes-bench';
import { studioBudgets } from '../bench/studio/studio-budgets';
import { serverBudgets } from '../bench/server/server-budgets';
import { formatSearchReport } from '../bench/search/report-search';
import { runSearchBench } from '../bench/search/run-search-bench';
import { searchBudgets } from '../bench/search/search-budgets';
import { formatReviewReport, reviewBudgets, runReviewBench } from '../bench/review/run-review-bench';

function progress(line: string): void {
  process.stderr.write(`${line}\n`);
}

/**
 * Builds `runs` times, each cold (the compile cache emptied first); the output is removed after
 * each run, unless `keepLast` keeps the last one. The cache is left filled for a warm build.
 */
async function buildRuns(
  pagesDir: string,
  outDir: string,
  cacheDir: string,
  runs: number,
  label: string,
  keepLast = false,
): Promise<BuildMeasurement> {
  const measurements: BuildMeasurement[] = [];
  for (let run = 1; run <= runs; run++) {
    progress(`  building ${label} cold${runs > 1 ? ` (run ${run} of ${runs})` : ''}`);
    await rm(cacheDir, { recursive: true, force: true });
    measurements.push(await measureBuild(pagesDir, outDir, cacheDir));
    if (!keepLast || run < runs) await rm(outDir, { recursive: true, force: true });
  }
  return medianMeasurement(measurements);
}

async function benchCorpora(
  workDir: string,
  { sizes, runs }: BenchOptions,
): Promise<{ cold: MeasuredCorpus[]; warm: MeasuredCorpus[] }> {
  const cold: MeasuredCorpus[] = [];
  const warm: MeasuredCorpus[] = [];
  for (const size of sizes) {
    const corpusDir = join(workDir, `corpus-${size}`);
    const pagesDir = join(corpusDir, 'pages');
    await mkdir(pagesDir, { recursive: true });
    const corpus = await generatePages({ pagesDir, count: size });
    progress(`generated ${corpus.pages} pages (${(corpus.bytes / 1024 / 1024).toFixed(1)} MB of MDX) in ${pagesDir}`);
    const cacheDir = join(corpusDir, 'build-cache');
    const measurement = await buildRuns(pagesDir, join(corpusDir, 'out'), cacheDir, runs, `${size} pages`);
    cold.push({ label: `${size} cold`, size, measurement });
    progress(`  building ${size} pages warm`);
    warm.push({
      label: `${size} warm`,
      size,
      measurement: await measureBuild(pagesDir, join(corpusDir, 'out-warm'), cacheDir),
    });
    await rm(corpusDir, { recursive: true, force: true });
  }
  return { cold, warm };
}

async function benchRealSite(
  workDir: string,
  runs: number,
): Promise<{ row: MeasuredCorpus; budgets: BudgetResult[]; report: string; outDir: string; weights: PageWeight[] }> {
  const pagesDir = join(projectRoot, 'pages');
  const outDir = join(workDir, 'site-out');
  const measurement = await buildRuns(pagesDir, outDir, join(workDir, 'site-build-cache'), runs, 'pages/', true);
  const routes = routesOf(pagesDir);
  const weights = await pageWeights(outDir, routes);
  const distinct = await distinctAssetBytes(outDir, weights);
  const parts = await readHtmlParts(
    outDir,
    lighthousePages.map((path) => {
      const route = routes.find((candidate) => candidate.path === path);
      if (!route) throw new Error(`the Lighthouse page ${path} is not a page of pages/`);
      return route;
    }),
  );
  const report = [
    formatWeightTable(weights),
    `\nWhere the HTML of the Lighthouse pages goes (KiB; the header renders each navigation link once)\n`,
    formatHtmlPartsTable(parts),
    `distinct files referenced: JS ${(distinct.js.raw / 1024).toFixed(1)} KiB (${(distinct.js.gzip / 1024).toFixed(1)} KiB gzip), ` +
      `CSS ${(distinct.css.raw / 1024).toFixed(1)} KiB (${(distinct.css.gzip / 1024).toFixed(1)} KiB gzip)`,
  ].join('\n');
  return {
    row: { label: 'site', size: routes.length - 1, measurement },
    budgets: [noJsWithoutIslandsBudget(weights), ...byteBudgets(weights)],
    report,
    outDir,
    weights,
  };
}

/** The base revision's own pages/ built by its own code, for Lighthouse to measure beside the current build. */
async function buildBaseSite(workDir: string, base: BaseTree): Promise<LighthouseSite> {
  const distDir = join(workDir, 'base-site-out');
  progress(`  building pages/ of ${base.revision} with its code`);
  await measureBuild(join(base.folder, 'pages'), distDir, join(workDir, 'base-site-build-cache'), base.folder);
  return { name: base.revision, distDir };
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = benchOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }

  const workDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  let base: BaseTree | undefined;
  const cleanUp = () => {
    base?.remove();
    rmSync(workDir, { recursive: true, force: true });
  };
  const interrupted = () => {
    cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const building = options.parts.includes('build');
    const comparing = building && options.compare === 'astro';
    const against = options.against;
    const needsSite = options.parts.some((part) => part !== 'dev' && part !== 'studio' && part !== 'review');
    progress(
      `bench: ${building ? `sizes ${options.sizes.join(', ')}, ${options.runs} run(s) each${comparing ? ', compared with Astro' : ''}` : `parts ${options.parts.join(', ')}`}, work folder ${workDir}`,
    );
    if (comparing) await installAstroReference(progress);
    const compared: ComparedSize[] = comparing ? await compareWithAstro(workDir, options, progress) : [];
    if (against) base = checkOutBase(against, workDir, progress);
    const revisions: RevisionComparison[] =
      base && building ? await compareWithRevision(workDir, base, options, progress) : [];
    const corpora = building && !comparing && !against ? await benchCorpora(workDir, options) : { cold: [], warm: [] };
    const site = needsSite ? await benchRealSite(workDir, building ? options.runs : 1) : undefined;
    // Lighthouse, the server and the search parts serve the build with the built production server.
    if (options.parts.some((part) => part === 'lighthouse' || part === 'server' || part === 'search'))
      await buildServer();
    const measuring = site && options.parts.includes('lighthouse');
    const baseSite = measuring && base ? await buildBaseSite(workDir, base) : undefined;
    const lighthouseRuns = measuring
      ? await runLighthouse({
          sites: [{ name: 'current', distDir: site.outDir }, ...(baseSite ? [baseSite] : [])],
          runs: options.lighthouseRuns,
          progress,
        })
      : [];
    const lighthouse = lighthouseRuns.filter((result) => result.site === 'current');
    const serverBench =
      site && options.parts.includes('server') ? await runServerBench({ distDir: site.outDir, progress }) : undefined;
    const dev = options.parts.includes('dev') ? await runDevBench({ progress }) : undefined;
    const studio = options.parts.includes('studio') ? await runStudioBench({ progress }) : undefined;
    const changes = options.parts.includes('studio') ? await runChangesBench({ progress }) : undefined;
    const review = options.parts.includes('review') ? await runReviewBench({ progress }) : undefined;
    const search =
      site && options.parts.includes('search') ? await runSearchBench({ distDir: site.outDir, progress }) : undefined;
    const budgets = [
      ...(building && !comparing
        ? scalingBudgets(new Map(corpora.cold.map((row) => [row.size, row.measurement.wallMs])))
        : []),
      ...compareBudgets(compared),
      ...(base ? revisionBudgets(revisions, base.revision) : []),
      ...(site?.budgets ?? []),
      ...(site && lighthouse.length ? lighthouseBudgets(lighthouse, site.weights) : []),
      ...(serverBench ? serverBudgets(serverBench) : []),
      ...(dev ? devBudgets(dev) : []),
      ...(studio ? studioBudgets(studio) : []),
      ...(changes ? changesBudgets(changes) : []),
      ...(review ? reviewBudgets(review) : []),
      ...(search ? searchBudgets(search) : []),
    ];

    if (base && revisions.length) {
      console.log(
        `\nThis code against ${base.revision} (${base.commit}, a temporary worktree) on the same generated pages (${options.runs === 1 ? '1 run' : `median of ${options.runs} runs`}, alternating: current cold, base cold, current warm, base warm; ${cpuKindOf(revisions)}; ratio = current / base)\n`,
      );
      console.log(formatRevisionTable(revisions, base.revision));
    }
    if (building && !comparing && !against) {
      const largest = corpora.cold.reduce((a, b) => (b.size > a.size ? b : a));
      console.log(
        `\nBuild times (${options.runs === 1 ? '1 run' : `median of ${options.runs} runs`}; N = generated pages, pages = rendered incl. 404; per-step ms from buildSite)\n`,
      );
      console.log(formatBuildTable([...corpora.cold, ...corpora.warm, ...(site ? [site.row] : [])]));
      console.log(`\nWhere the time goes at N=${largest.size}, cold: ${formatStepShares(largest.measurement)}`);
    }
    if (comparing) {
      const largest = compared.reduce((a, b) => (b.size > a.size ? b : a));
      console.log(
        `\nThis site against Astro 7 (bench/astro/) on the same generated pages (${options.runs === 1 ? '1 run' : `median of ${options.runs} runs`}, alternating: site cold, Astro cold, site warm, Astro warm; wall s from process start to exit; peak MB = max RSS of the build process; per-step ms from buildSite)\n`,
      );
      console.log(formatCompareTable(compared));
      console.log(`\nCPU seconds per step (each step's own; the process's and its child processes' in all)\n`);
      console.log(formatCpuTable(compared));
      console.log(`\nWhere the site's time goes at N=${largest.size}, cold: ${formatStepShares(largest.project.cold)}`);
      console.log(`warm: ${formatStepShares(largest.project.warm)}`);
      if (site)
        console.log(
          `\nThe real pages/ (${site.row.size} pages): ${(site.row.measurement.wallMs / 1000).toFixed(2)} s cold`,
        );
    }
    if (site) {
      console.log(
        `\nPage weights of the real site (KiB; gzip = zlib level 6; JS = every script the page loads, islands after the load event)\n`,
      );
      console.log(site.report);
    }
    if (lighthouse.length) {
      console.log(
        `\nLighthouse ${options.lighthouseRuns === 1 ? '(1 run)' : `(median of ${options.lighthouseRuns} runs)`}; JS as sent by the server (brotli)\n`,
      );
      console.log(formatLighthouseTable(lighthouse));
    }
    if (base && baseSite) {
      console.log(
        `\nLighthouse, this build against ${base.revision}'s (${base.commit}, its own pages/ and code, a temporary worktree), page by page, alternating (${options.lighthouseRuns === 1 ? '1 run' : `median of ${options.lighthouseRuns} runs`} each; ratio = current / ${base.revision})\n`,
      );
      console.log(formatLighthouseComparison(lighthouseRuns, base.revision));
    }
    if (serverBench) {
      console.log(
        `\nProduction server against sirv-cli on the same files (autocannon, 10 connections, median of 3 alternating 4 s runs)\n`,
      );
      console.log(formatServerReport(serverBench));
    }
    if (dev) {
      console.log(
        `\nThe dev server on the real site (npm run dev; the first page is /, asked for as the address is printed; pages/about-us.mdx edited and put back)\n`,
      );
      console.log(formatDevReport(dev));
    }
    if (studio) {
      console.log(
        `\nThe studio on a scratch copy of the site (npm run dev, /_studio in Chromium; typed at 40 ms a key, timed from the last key)\n`,
      );
      console.log(formatStudioReport(studio));
    }
    if (changes) {
      console.log(
        `\nThe studio's Changes report (POST review) on a scratch repository of the whole site, its dev server run from it, caches warm from a build of main\n`,
      );
      console.log(formatChangesReport(changes));
    }
    if (review) {
      console.log(`\nnpm run review of a one-page text change (a scratch repository of the site, caches warm)\n`);
      console.log(formatReviewReport(review));
    }
    if (search) {
      console.log(
        `\nSearch on the real site (production server, /search in a fresh Chromium context each visit; box clicked, typed at 40 ms a key)\n`,
      );
      console.log(formatSearchReport(search));
    }
    console.log(`\nBudgets (KiB = 1024 bytes)\n`);
    console.log(formatBudgets(budgets));
    const failed = budgets.filter((budget) => budget.verdict === 'FAIL').length;
    console.log(`\n${failed === 0 ? 'All budgets passed.' : `${failed} budget(s) failed.`}`);
    // The summary is the last line, for scripts and notes to quote.
    if (comparing) console.log(formatCompareLine(compared.reduce((a, b) => (b.size > a.size ? b : a))));
    if (options.reportOnly && failed > 0) console.log('--report-only: budgets are reported, not enforced.');
    return failed === 0 || options.reportOnly ? 0 : 1;
  } catch (error) {
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    cleanUp();
  }
}

process.exitCode = await main();
