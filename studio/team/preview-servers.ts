import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { WorkspaceRefusal } from '../server/workspace-access';

/** A running preview server: where to reach it and the key it answers to. */
export interface PreviewServer {
  port: number;
  token: string;
}

interface Running {
  /** The folder whose `pages/` and `public/` it serves. */
  folder: string;
  /** Undefined until its folder is made and it is spawned. */
  child: ChildProcess | undefined;
  started: Promise<PreviewServer>;
  lastUsed: number;
}

export interface PreviewServersOptions {
  /** The studio's own project: its code (components, layout, the studio app) renders every page. */
  projectRoot: string;
  /** Each server's own folder (`<dataDir>/previews/<key>/`): the only place it may write. */
  dataDir: string;
  /** The nonce Vite writes on the scripts and styles it adds, which the studio's CSP allows. */
  cspNonce: string;
  /** How many run at once; the one unused longest stops for a new one. */
  max: number;
  /** A server nobody asked anything for this long stops. */
  idleMs: number;
  log: (line: string) => void;
}

const startTimeoutMs = 90_000;

/**
 * Node's permission model: the preview server may read, and write nothing but its own folder.
 * Node 20 calls the flag `--experimental-permission`; 22 and later `--permission`.
 */
export function permissionFlags(ownFolder: string): string[] {
  const major = Number(process.versions.node.split('.')[0]);
  return [
    major >= 22 ? '--permission' : '--experimental-permission',
    '--allow-fs-read=*',
    `--allow-fs-write=${ownFolder}`,
    // Vite's compilers and sharp are native modules, the spelling check runs on a thread: all of
    // them the project's own code, none of them the page's (content cannot hold code).
    '--allow-addons',
    '--allow-worker',
  ];
}

/**
 * The studio's dev servers behind the team studio, one per writer's worktree (and one on main for
 * whoever has no change open): each is `scripts/dev.ts` on that folder, read-only (the studio's
 * writing endpoints refused, and Node's permission model lets it write nothing but its own cache:
 * no page, no repository), listening on loopback with a key only the team studio knows. It renders
 * previews, runs the checks and serves the studio app's code; saves, submits and publishes never
 * reach it. A server starts at its first request, and stops when unused for `idleMs`, or for a newer
 * one when `max` run.
 */
export class PreviewServers {
  readonly #options: PreviewServersOptions;
  readonly #running = new Map<string, Running>();
  readonly #sweep: NodeJS.Timeout;
  #prepared: Promise<void> | undefined;

  constructor(options: PreviewServersOptions) {
    this.#options = options;
    this.#sweep = setInterval(() => this.#stopIdle(), Math.min(60_000, options.idleMs));
    this.#sweep.unref();
  }

  /**
   * Bundles the dev server's code once (`run-bundled.mjs --bundle-only`) while this process may
   * still write there: a preview server, which cannot, only reads the bundle.
   */
  prepare(): Promise<void> {
    this.#prepared ??= promisify(execFile)(
      process.execPath,
      [join(this.#options.projectRoot, 'builder/run-bundled.mjs'), '--bundle-only', 'scripts/dev.ts'],
      { cwd: this.#options.projectRoot },
    ).then(
      () => undefined,
      (error: unknown) => {
        this.#prepared = undefined;
        throw error;
      },
    );
    return this.#prepared;
  }

  /** The server for `key` on `folder`, started (or restarted on another folder) as needed. */
  async serverFor(key: string, folder: string): Promise<PreviewServer> {
    const running = this.#running.get(key);
    if (running && running.folder === folder) {
      running.lastUsed = Date.now();
      return running.started;
    }
    if (running) this.stop(key);
    await this.prepare();
    while (this.#running.size >= this.#options.max) {
      const oldest = [...this.#running].sort(([, a], [, b]) => a.lastUsed - b.lastUsed)[0];
      if (!oldest) break;
      this.#options.log(`studio: preview server ${oldest[0]} stopped for a new one (STUDIO_PREVIEW_SERVERS)`);
      this.stop(oldest[0]);
    }
    return this.#start(key, folder).started;
  }

  /** Whether `key` has a server running now. */
  has(key: string): boolean {
    return this.#running.has(key);
  }

  stop(key: string): void {
    const running = this.#running.get(key);
    if (!running) return;
    this.#running.delete(key);
    running.child?.kill('SIGTERM');
  }

  async stopAll(): Promise<void> {
    clearInterval(this.#sweep);
    const children = [...this.#running.values()].flatMap(({ child }) => (child ? [child] : []));
    this.#running.clear();
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
  }

  #stopIdle(): void {
    const now = Date.now();
    for (const [key, running] of this.#running)
      if (now - running.lastUsed > this.#options.idleMs) {
        this.#options.log(`studio: preview server ${key} stopped after being unused`);
        this.stop(key);
      }
  }

  #start(key: string, folder: string): Running {
    const own = join(this.#options.dataDir, key);
    const token = randomBytes(32).toString('base64url');
    const { projectRoot, cspNonce, log } = this.#options;
    // Nothing of the studio's environment (its provider secret, its GitHub token) goes to the child.
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: own,
      NODE_ENV: 'development',
      FORCE_COLOR: '0',
      HOST: '127.0.0.1',
      PORT: '0',
      PAGES_DIR: join(folder, 'pages'),
      PUBLIC_DIR: join(folder, 'public'),
      DATA_DIR: join(own, 'forms'),
      DIST_DIR: join(own, 'dist'),
      STUDIO_TEAM_PREVIEW_TOKEN: token,
      STUDIO_TEAM_CSP_NONCE: cspNonce,
      STUDIO_TEAM_CACHE_DIR: join(own, 'vite'),
    };
    const running: Running = {
      folder,
      lastUsed: Date.now(),
      child: undefined,
      started: mkdir(own, { recursive: true, mode: 0o700 }).then(
        () =>
          new Promise<PreviewServer>((resolve, reject) => {
            const child = spawn(
              process.execPath,
              [...permissionFlags(own), join(projectRoot, 'builder/run-bundled.mjs'), 'scripts/dev.ts'],
              { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
            );
            running.child = child;
            const timer = setTimeout(() => {
              reject(new WorkspaceRefusal(503, 'The preview took too long to start. Try again in a minute.'));
              this.stop(key);
            }, startTimeoutMs);
            const lines = createInterface({ input: child.stdout });
            lines.on('line', (line) => {
              const listening = /^Dev server at http:\/\/127\.0\.0\.1:(\d+)\//.exec(line);
              if (listening) {
                clearTimeout(timer);
                resolve({ port: Number(listening[1]), token });
              }
            });
            // Its faults are the operator's; the content warnings it prints are the writers', shown in the studio.
            createInterface({ input: child.stderr }).on('line', (line) => {
              if (/^(studio:|\w*Error\b|\s+at |node:|\[vite\].*error)/i.test(line))
                log(`studio: preview ${key}: ${line}`);
            });
            child.once('exit', (code, signal) => {
              clearTimeout(timer);
              if (this.#running.get(key) === running) {
                this.#running.delete(key);
                log(
                  `studio: preview server ${key} ended (${signal ?? `exit ${code}`}); the next request starts it again`,
                );
              }
              reject(new WorkspaceRefusal(503, 'The preview stopped while starting. Try again in a moment.'));
            });
          }),
      ),
    };
    // A start that failed is said to the request waiting for it; nobody else waits.
    running.started.catch(() => {});
    this.#running.set(key, running);
    return running;
  }
}
