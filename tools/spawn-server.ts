import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../builder/project-root';

/** The built production server (`npm run serve`) or the dev server (`npm run dev`). */
export type ServerKind = 'production' | 'dev';

const commands: Record<ServerKind, (root: string) => string[]> = {
  production: (root) => [join(root, 'dist-server', 'serve.mjs')],
  dev: (root) => ['--import', 'tsx', join(root, 'scripts', 'dev.ts')],
};

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts one of the project's servers (from `root`, a copy of the project's files) and waits until it answers. */
export async function spawnServer(
  kind: ServerKind,
  port: number,
  env: Record<string, string> = {},
  root = projectRoot,
): Promise<RunningServer> {
  const name = `the ${kind} server`;
  const child = spawn(process.execPath, commands[kind](root), {
    cwd: root,
    // The server's own address as the site's: form posts from it pass the Origin check (SITE_URL).
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    try {
      await fetch(url + '/', { redirect: 'manual' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${name} did not answer within 30 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
