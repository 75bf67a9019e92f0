import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../builder/project-root';
import type { RunningServer } from '../../tools/spawn-server';

/**
 * sirv-cli on the same built files: the reference a plain static server sets. Quiet (no request
 * log), with ETags and the precompressed copies, as the site's server sends them.
 */
export async function startSirvCli(distDir: string, port: number): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [
      join(projectRoot, 'node_modules/sirv-cli/bin.js'),
      distDir,
      '--quiet',
      '--etag',
      '--gzip',
      '--brotli',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 15_000; ;) {
    try {
      await fetch(url + '/');
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`sirv-cli did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) =>
        child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
      ),
  };
}
