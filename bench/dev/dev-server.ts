import { spawn } from 'node:child_process';
import { projectRoot } from '../../builder/build-site';

export interface DevServer {
  url: string;
  /** Milliseconds from `npm run dev` starting to the server printing its address. */
  readyMs: number;
  /** Milliseconds from `npm run dev` starting to now. */
  sinceSpawn: () => number;
  output: () => string;
  stop: () => Promise<void>;
}

const readyLine = /Dev server at (http:\/\/\S+?)\/? /;

/**
 * Starts `npm run dev` on the real site, as a copywriter does, on `port`, and waits for its ready
 * line. It runs in its own process group, so stopping it stops npm, tsx and the server together.
 */
export function startDevServer(port: number, timeoutMs = 60_000): Promise<DevServer> {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', 'dev'], {
      cwd: projectRoot,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const pid = child.pid;
    let output = '';
    const stopGroup = () => {
      if (pid !== undefined && child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    };
    // Never leave a dev server behind, even when the bench dies first.
    process.on('exit', stopGroup);
    const stop = () =>
      new Promise<void>((resolveStop) => {
        process.off('exit', stopGroup);
        if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
        child.once('close', () => resolveStop());
        stopGroup();
      });
    const timer = setTimeout(() => {
      void stop().then(() => reject(new Error(`npm run dev printed no address within ${timeoutMs} ms:\n${output}`)));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = readyLine.exec(output);
      if (!match) return;
      child.stdout.off('data', onData);
      child.stdout.on('data', (more: Buffer) => (output += more.toString()));
      clearTimeout(timer);
      resolvePromise({
        url: match[1],
        readyMs: performance.now() - started,
        sinceSpawn: () => performance.now() - started,
        output: () => output,
        stop,
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run dev exited with ${code} before it was ready:\n${output}`));
    });
  });
}
