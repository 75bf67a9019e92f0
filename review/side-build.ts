import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { contentReadLine } from './content-read-line';

/** One side of the comparison failed to build; the message is the build's own. */
export class SideBuildError extends Error {
  override name = 'SideBuildError';
  constructor(
    readonly side: string,
    readonly buildMessage: string,
  ) {
    super(`The ${side} failed to build:\n${buildMessage}`);
  }
}

const childScript = join(import.meta.dirname, 'build-child.ts');

/**
 * Builds the checkout at `root` into `outDir` with that checkout's own build code, in a child
 * process: two builds in one process would share Vite's and React's module state, and a side's
 * failure must not end the review.
 */
export function buildSide(
  side: string,
  root: string,
  outDir: string,
  stop?: AbortSignal,
  /** Called once the checkout's pages were read without a problem, before the build's own work. */
  onContentRead?: () => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    stop?.throwIfAborted();
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, root, outDir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (!onContentRead) return;
      printed += chunk.toString();
      if (printed.includes(contentReadLine)) {
        onContentRead();
        onContentRead = undefined;
      }
    });
    // The other side failed: this build is not wanted, and its process is ended rather than waited for.
    const end = () => child.kill('SIGTERM');
    stop?.addEventListener('abort', end, { once: true });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) => reject(new SideBuildError(side, error.message)));
    child.on('close', (code, signal) => {
      stop?.removeEventListener('abort', end);
      if (stop?.aborted) reject(stop.reason as Error);
      else if (code === 0) resolve();
      else
        reject(
          new SideBuildError(side, errors.trim() || `the build process ended with ${signal ?? `exit code ${code}`}`),
        );
    });
  });
}
