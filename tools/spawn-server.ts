import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { connect as tlsConnect } from 'node:tls';
import { join } from 'node:path';
import { projectRoot } from '../builder/project-root';

/** The built production server (`npm run serve`) or the dev server (`npm run dev`). */
export type ServerKind = 'production' | 'dev';

const commands: Record<ServerKind, (root: string) => string[]> = {
  production: (root) => [join(root, 'dist-server', 'serve.mjs')],
  // As `npm run dev` runs it: one bundle of the program (`builder/run-bundled.mjs`).
  dev: (root) => [join(root, 'builder', 'run-bundled.mjs'), join(root, 'scripts', 'dev.ts')],
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

/**
 * The status of one GET of `url`, or 0 when the connection fails. On a connection of its own, closed
 * after: a kept-alive socket left idle in fetch's pool is reset by the server after five seconds,
 * and a test's next fetch could take it just then (ECONNRESET on a loaded machine).
 */
export function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    const probe = request(url, { agent: false, headers: { Connection: 'close' } }, (answer) => {
      answer.resume();
      answer.once('end', () => resolve(answer.statusCode ?? 0));
      answer.once('error', () => resolve(0));
    });
    probe.once('error', () => resolve(0));
    probe.end();
  });
}

/**
 * Starts one of the project's servers (from `root`, a copy of the project's files) and waits until it
 * answers, at most `startTimeoutMs`; one that does not is stopped.
 */
export async function spawnServer(
  kind: ServerKind,
  port: number,
  env: Record<string, string> = {},
  root = projectRoot,
  { startTimeoutMs = 30_000 }: { startTimeoutMs?: number } = {},
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
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const answers = async () =>
    secure
      ? handshake(port).then(
          () => true,
          () => false,
        )
      : (await statusOf(url + '/')) !== 0;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    if (await answers()) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer within ${startTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { url, process: child, output: () => output, stop };
}
