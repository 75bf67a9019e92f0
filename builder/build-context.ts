import { formatProblem, type ContentProblem } from '../src/shared/content-error';
import type { AsOf } from '../src/shared/publication/as-of';
import { stepFor, type RunContext } from './run-steps';
import type { SpellingRun } from './spelling/site-spelling';
import type { BuildFolders } from './build-folders';
import type { ThreadPool } from './workers/thread-pool';

/** The folders kept between builds, one per step that keeps one; false for none (`BuildOptions`). */
export interface BuildCaches {
  mdx: string | false;
  shareImages: string | false;
  photos: string | false;
  render: string | false;
  search: string | false;
  bundle: string | false;
  compress: string | false;
  spelling: string | false;
}

/** What every step of `buildSite` is given besides its inputs: the build's options, resolved. */
export interface BuildContext {
  root: string;
  pagesDir: string;
  publicDir: string;
  includeDrafts: boolean;
  asOf: AsOf;
  folders: BuildFolders;
  caches: BuildCaches;
  /**
   * Spelling is checked on a thread of its own, each page as it compiles (from the text the
   * compile read); the `spelling` step is the wait for it. Its warnings never stop the build.
   */
  spelling: SpellingRun;
  /** Every step's warnings, returned together in the report. */
  warnings: ContentProblem[];
  /** The one pool of worker threads: the compile, the share images and the prerender run on it. */
  threads: ThreadPool;
}

/** A step of `buildSite`: its inputs and output are inferred from its declaration. */
export const buildStep = stepFor<BuildContext>();

/** Warnings found by a step: logged as they are found, and kept for the report. */
export function warn(context: BuildContext & RunContext, found: readonly ContentProblem[]): void {
  for (const warning of found) {
    context.warnings.push({ ...warning, severity: 'warning' });
    context.log(formatProblem({ ...warning, severity: 'warning' }));
  }
}
