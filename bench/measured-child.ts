import { spawn } from 'node:child_process';

/** Thrown when a measured child fails; the message carries the child's error output. */
export class BuildFailedError extends Error {
  override name = 'BuildFailedError';
}

export interface MeasuredChild<T> {
  /** The JSON the child printed as its last stdout line. */
  result: T;
  /** Milliseconds from spawning the child to its exit, so process start-up and module loading count. */
  wallMs: number;
}

/** Runs `command args` to its exit; its last stdout line must be JSON, which is returned with the wall time. */
export function runMeasuredChild<T>(
  command: string,
  args: readonly string[],
  { cwd, env, label }: { cwd: string; env?: NodeJS.ProcessEnv; label: string },
): Promise<MeasuredChild<T>> {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const wallMs = performance.now() - started;
      if (code !== 0) {
        const why = signal ? `was killed by ${signal}` : `exited with ${code}`;
        reject(new BuildFailedError(`${label} ${why}:\n${(stderr || stdout).trim()}`));
        return;
      }
      const last = stdout.trim().split('\n').pop() ?? '';
      try {
        resolvePromise({ result: JSON.parse(last) as T, wallMs });
      } catch {
        reject(
          new BuildFailedError(`${label} printed no result line; its output ended with:\n${last}\n${stderr.trim()}`),
        );
      }
    });
  });
}
