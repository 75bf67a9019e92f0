import { join } from 'node:path';
import { islandNames } from '../bench/script-graph';
import { islandsFolder } from '../src/hydration/island-paths';
import { checkoutWorktree } from './base-worktree';
import type { HtmlParser } from './html-tree';
import { buildSide, SideBuildError } from './side-build';
import { readBuildWarnings } from './build-warnings';
import { readSiteSnapshot, type SiteSnapshot } from './site-snapshot';

/** What to build: a commit (checked out in a temporary worktree) or the project's working tree as it is. */
type SideSource = { commit: string } | 'working tree';

export interface Side {
  /** How the report and error messages name it: `base (1a2b3c4)`, `working tree`. */
  label: string;
  source: SideSource;
  outDir: string;
}

function islandsOf(root: string): string[] {
  try {
    return islandNames(join(root, islandsFolder));
  } catch {
    return [];
  }
}

type Log = (line: string) => void;

const noop = () => {};

async function timed<T>(log: Log, what: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  log(`${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Builds one side and reads the result (while its checkout, whose island names it needs, still exists). */
export async function buildAndRead(
  root: string,
  side: Side,
  parse: HtmlParser,
  log: Log = () => {},
  stop?: AbortSignal,
  onContentRead?: () => void,
): Promise<SiteSnapshot> {
  if (side.source === 'working tree') {
    await timed(log, `built the ${side.label}`, () => buildSide(side.label, root, side.outDir, stop, onContentRead));
    const snapshot = await timed(log, `read the ${side.label}'s pages`, () =>
      readSiteSnapshot(side.outDir, islandsOf(root), parse),
    );
    return { ...snapshot, warnings: readBuildWarnings(side.outDir) };
  }
  const { commit } = side.source;
  const worktree = await timed(log, `checked out the ${side.label}`, () => checkoutWorktree(root, commit));
  try {
    await timed(log, `built the ${side.label}`, () =>
      buildSide(side.label, worktree.dir, side.outDir, stop, onContentRead),
    );
    const snapshot = await timed(log, `read the ${side.label}'s pages`, () =>
      readSiteSnapshot(side.outDir, islandsOf(worktree.dir), parse),
    );
    return { ...snapshot, warnings: readBuildWarnings(side.outDir) };
  } finally {
    await worktree.remove();
  }
}

/** One or both sides failed to build; each failure carries the build's own message. */
export class BuildsFailed extends Error {
  override name = 'BuildsFailed';
  constructor(readonly failures: readonly SideBuildError[]) {
    super(failures.map((failure) => failure.message).join('\n\n'));
  }
}

/**
 * Builds both sides at once (on two cores, about as fast as one after the other, and faster
 * with more). When a side fails, the other's build is stopped at once, and BuildsFailed is thrown
 * with each failed side's message.
 */
export async function buildBothSides(
  root: string,
  before: Side,
  after: Side,
  parse: HtmlParser,
  log?: Log,
): Promise<[SiteSnapshot, SiteSnapshot]> {
  const stop = new AbortController();
  const stopOnFailure = (building: Promise<SiteSnapshot>) =>
    building.catch((error: unknown) => {
      stop.abort();
      throw error;
    });
  // The second side is built once the first side's pages were read: a content error there (the
  // base, a revision nobody may have built) is told before any build has started.
  let firstRead = () => {};
  const firstContentRead = new Promise<void>((resolve) => (firstRead = resolve));
  const first = stopOnFailure(buildAndRead(root, before, parse, log, stop.signal, firstRead));
  const second = stopOnFailure(
    // Also once the first side is done or failed (its failure stops this one, told once).
    Promise.race([firstContentRead, first.then(noop, noop)]).then(() =>
      buildAndRead(root, after, parse, log, stop.signal),
    ),
  );
  const [old, now] = await Promise.allSettled([first, second]);
  const failures = [old, now].flatMap((result) =>
    result.status === 'rejected' && result.reason !== stop.signal.reason ? [result.reason as unknown] : [],
  );
  const other = failures.find((failure) => !(failure instanceof SideBuildError));
  if (other !== undefined) throw other instanceof Error ? other : new Error('a build failed', { cause: other });
  if (failures.length) throw new BuildsFailed(failures as SideBuildError[]);
  return [(old as PromiseFulfilledResult<SiteSnapshot>).value, (now as PromiseFulfilledResult<SiteSnapshot>).value];
}
