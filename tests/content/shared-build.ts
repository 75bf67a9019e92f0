import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, projectRoot } from '../../builder/build-site';
import { formatProblem } from '../../src/shared/content-error';
import { fixtureSite } from './fixture-site';

/**
 * Fixtures that build cleanly and touch different pages, so one build of the base site with all of
 * them laid over it shows what each shows alone: a page with aliases, a draft and a partial
 * (`good`), a list that swallows a paragraph (`markup-warnings`), a listing that finds nothing
 * (`component-empty-listing`), a page joining the services menu (`navigation-data-platforms`), a
 * page with a `<Video>` (`video-page`).
 */
export const sharedFixtures = [
  'good',
  'markup-warnings',
  'component-empty-listing',
  'navigation-data-platforms',
  'video-page',
];

/** The shared content folder, as messages name it. */
export const sharedLabel = 'tests/.tmp/shared-good';

export interface SharedBuild {
  outDir: string;
  /** The build's log lines. */
  log: string[];
  /** Its warnings, formatted as the build prints them. */
  warnings: string[];
  /** Pages built. */
  pages: number;
}

const work = join(projectRoot, 'tests/.tmp/shared-good-build');
const doneFile = join(work, 'done.json');

/**
 * The one build of `sharedFixtures` over the base site, made by the first test file of a run that
 * asks for it and read from disk by the others (the content project runs its files one at a time,
 * each in a process of its own, all children of the one vitest process: its id tells this run's
 * build from an earlier run's, which is never reused).
 */
export async function sharedGoodBuild(): Promise<SharedBuild> {
  const run = String(process.ppid);
  const outDir = join(work, 'dist');
  if (existsSync(doneFile)) {
    const done = JSON.parse(readFileSync(doneFile, 'utf8')) as SharedBuild & { run: string };
    if (done.run === run && existsSync(outDir)) return done;
  }
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const { pagesDir } = fixtureSite(sharedFixtures, { name: 'shared-good' });
  const log: string[] = [];
  const report = await buildSite({ pagesDir, outDir, log: (line) => log.push(line) });
  const build: SharedBuild = { outDir, log, warnings: report.warnings.map(formatProblem), pages: report.pages };
  writeFileSync(doneFile, JSON.stringify({ ...build, run }));
  return build;
}
