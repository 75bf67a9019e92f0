import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { newBuildWarnings } from './build-warnings';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { baseSchema } from '../src/shared/schema';
import { BuildsFailed, buildBothSides } from './build-sides';
import { checkWorkingTreeContent } from './content-first';
import { SideBuildError } from './side-build';
import { compareSites } from './compare-sites';
import { copyReplacedImages } from './image-replacements';
import { changedFiles, resolveBase, type BaseChoice } from './git';
import { htmlReport } from './html/html-report';
import { reportFonts } from './html/report-fonts';
import { createHtmlParser } from './html-tree';
import { markdownReport } from './markdown-report';
import type { ReviewReport } from './report-model';
import { serveReview, type ReviewServer } from './serve-review';

export interface ReviewOptions extends BaseChoice {
  /** The project; its working tree is the side under review. */
  root: string;
  screenshots: boolean;
  /** Serve both builds and the report on loopback until `stop` is called, the builds kept until then. */
  serve?: boolean;
  /** Where the HTML report (and screenshots) go; a new temporary folder when not given. */
  reportDir?: string;
  log: (line: string) => void;
}

export interface ReviewResult {
  report: ReviewReport;
  markdown: string;
  htmlFile: string;
  /** With `serve`: stops serving and removes the builds. */
  stop?: () => Promise<void>;
}

const dependencyFiles = ['package.json', 'package-lock.json'];

/** The share images of the new pages, copied from the build to the same paths beside the report. */
async function copyShareImages(report: ReviewReport, buildDir: string, reportDir: string): Promise<void> {
  for (const page of report.added) {
    if (!page.shareImage) continue;
    const target = join(reportDir, page.shareImage);
    await mkdir(dirname(target), { recursive: true });
    try {
      await copyFile(join(buildDir, page.shareImage), target);
    } catch {
      page.shareImage = undefined;
    }
  }
}

/** Builds the base and the working tree, compares them, and writes the HTML report. */
export async function runReview({
  root,
  base,
  since,
  screenshots,
  serve = false,
  reportDir,
  log,
}: ReviewOptions): Promise<ReviewResult> {
  const started = performance.now();
  const soFar = () => `(${((performance.now() - started) / 1000).toFixed(1)} s so far)`;
  const revision = await resolveBase(root, { base, since });
  const scratch = await mkdtemp(join(tmpdir(), 'site-review-build-'));
  let server: ReviewServer | undefined;
  try {
    try {
      checkWorkingTreeContent(root, 'working tree');
    } catch (error) {
      throw error instanceof SideBuildError ? new BuildsFailed([error]) : error;
    }
    log(`read the working tree's pages ${soFar()}`);
    const parse = await createHtmlParser();
    log(`building ${revision.commit.slice(0, 10)} (${revision.name}) and the working tree…`);
    const [before, after] = await buildBothSides(
      root,
      {
        label: `base (${revision.commit.slice(0, 10)})`,
        source: { commit: revision.commit },
        outDir: join(scratch, 'base'),
      },
      { label: 'working tree', source: 'working tree', outDir: join(scratch, 'current') },
      parse,
      log,
    );
    log(`built and read both sides ${soFar()}`);
    const files = await changedFiles(root, revision.commit);
    const notes = dependencyFiles.some((file) => files.includes(file))
      ? [
          'package.json or package-lock.json differs between the sides; both were built with the dependencies installed now, so what a dependency change does to the pages is not shown.',
        ]
      : [];
    if (!before.sources)
      notes.push(
        'The base was built by code from before the build recorded what each page read, so causes come from the working tree alone.',
      );
    const comparison = await compareSites({
      before,
      after,
      changedFiles: files,
      descriptionLimit: baseSchema.shape.description.maxLength ?? Infinity,
    });
    const report: ReviewReport = {
      base: revision,
      current: 'working tree',
      notes,
      ...comparison,
      buildWarnings: newBuildWarnings(before.warnings ?? [], after.warnings ?? []),
    };
    log(`compared ${soFar()}`);

    const folder = reportDir ?? (await mkdtemp(join(tmpdir(), `site-review-${revision.commit.slice(0, 7)}-`)));
    await mkdir(folder, { recursive: true });
    if (serve) {
      server = await serveReview(before.outDir, after.outDir, folder);
      report.served = server.served;
    }
    if (screenshots) {
      // Playwright takes a second to load; only a review with screenshots needs it.
      const { takeScreenshots } = await import('./screenshots/take-screenshots');
      report.screenshots = await takeScreenshots({
        report,
        beforeDir: before.outDir,
        afterDir: after.outDir,
        reportDir: folder,
        log,
      });
      log(`screenshots taken ${soFar()}`);
    }
    await copyShareImages(report, after.outDir, folder);
    await copyReplacedImages(report.replacedImages ?? [], before.outDir, after.outDir, folder);
    const fontFaces = await reportFonts(after.outDir, folder);
    const htmlFile = join(folder, 'report.html');
    await writeFile(htmlFile, htmlReport(report, fontFaces));
    const running = server;
    if (!running) return { report, markdown: markdownReport(report), htmlFile };
    return {
      report,
      markdown: markdownReport(report),
      htmlFile,
      stop: async () => {
        await running.close();
        await rm(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server?.close();
    server = undefined;
    throw error;
  } finally {
    if (!server) await rm(scratch, { recursive: true, force: true });
  }
}
