import { spawn, type ChildProcess } from 'node:child_process';
import { connect as tlsConnect } from 'node:tls';
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

function handshake(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({ port, host: '127.0.0.1', servername: 'localhost', rejectUnauthorized: false }, () => {
      socket.end();
      resolve();
    });
    socket.once('error', reject);
  });
}

/** Starts one of the project's servers (from `root`, a copy of the project's files) and waits until it answers. */
export async function spawnServer(
  kind: ServerKind,
  port: number,
  env: Record<string, string> = {},
  root = projectRoot,
): Promise<RunningServer> {
  const name = `the ${kind} server`;
  // With a certificate the production server speaks only HTTPS: readiness is a TLS handshake.
  const secure = Boolean(env.TLS_CERT_FILE);
  const url = secure ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, commands[kind](root), {
    cwd: root,
    // The server's own address as the site's: form posts from it pass the Origin check (SITE_URL).
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SITE_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    try {
      await (secure ? handshake(port) : fetch(url + '/', { redirect: 'manual' }));
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
