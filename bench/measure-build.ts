import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../build/build-site';
import type { BuildResult } from './run-build';

export interface BuildMeasurement extends BuildResult {
  /** Milliseconds from spawning the child to its exit, so process start-up and module loading count. */
  wallMs: number;
}

/** Thrown when the child build fails; the message carries the child's error output. */
export class BuildFailedError extends Error {
  override name = 'BuildFailedError';
}

const runBuild = join(projectRoot, 'bench', 'run-build.ts');

/**
 * Runs one build in a fresh Node process and measures its wall time and peak memory. The build is
 * cold when `mdxCacheDir` is empty, warm when an earlier build of the same pages filled it.
 */
export function measureBuild(pagesDir: string, outDir: string, mdxCacheDir: string): Promise<BuildMeasurement> {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', runBuild, pagesDir, outDir, mdxCacheDir], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const wallMs = performance.now() - started;
      if (code !== 0) {
        const why = signal ? `was killed by ${signal}` : `exited with ${code}`;
        reject(new BuildFailedError(`build of ${pagesDir} ${why}:\n${(stderr || stdout).trim()}`));
        return;
      }
      const last = stdout.trim().split('\n').pop() ?? '';
      try {
        resolvePromise({ ...(JSON.parse(last) as BuildResult), wallMs });
      } catch {
        reject(
          new BuildFailedError(
            `build of ${pagesDir} printed no result line; its output ended with:\n${last}\n${stderr.trim()}`,
          ),
        );
      }
    });
  });
}
