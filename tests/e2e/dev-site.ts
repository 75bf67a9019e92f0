import { randomUUID } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import { freePort } from '../../tools/free-port';
import { spawnServer, statusOf, type RunningServer } from '../../tools/spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dev server the `dev` project's files share (`dev-global-setup.ts`). */
    devSite: SharedDevSite;
  }
}

/** What the `dev` project's global setup hands its files about the shared dev server. */
export interface SharedDevSite {
  url: string;
  /** The copy of `pages/` it serves, relative to the project root, as its messages name files. */
  label: string;
  /** The file its terminal output goes to, as it comes. */
  log: string;
  /** Where it stores form submissions. */
  dataDir: string;
}

/**
 * A dev server on a copy of `pages/`, as a test sees it: shared by the files of the `dev` project
 * ({@link sharedDevSite}), or a file's own ({@link startDevSite}) for a test that owns the server's life
 * or breaks the whole site.
 */
export interface DevSite {
  url: string;
  /** The copy of the content, relative to the project root: how the dev server's messages name its files. */
  label: string;
  pagesDir: string;
  /** Where a point of the terminal output is now; {@link outputSince} reads from it on. */
  mark: () => number;
  /** The terminal output since `mark`: the lines the test's own requests and edits caused, and any others meanwhile. */
  outputSince: (mark: number) => string;
  /** Writes files into the copy of the content (paths relative to it), then waits until each new page is served. */
  addPages: (files: Record<string, string | Buffer>) => Promise<void>;
  /** Removes files from the copy of the content, then waits until none of its pages is served. */
  removePages: (files: string[]) => Promise<void>;
  /** Stops the file's own dev server and removes its copy of the content; nothing for the shared one. */
  close: () => Promise<void>;
}

/** Vite compiles the layout and components on a server's first request: minutes on a loaded machine. */
const pickUpTimeout = 120_000;
/** Starting tsx, Vite and the content plugin took over 30 s (`spawnServer`'s default) beside builds on two cores. */
const startTimeout = 180_000;

/** The path a page file of the content is served at: `about/index.mdx` at `/about`. */
export function pagePath(file: string): string {
  const path = file
    .split(sep)
    .join('/')
    .replace(/\.mdx$/, '')
    .replace(/(^|\/)index$/, '');
  return '/' + path;
}

/** Polls `path` until `done` holds for its status: the dev server has read the pages as they are now. */
async function waitForStatus(url: string, path: string, done: (status: number) => boolean): Promise<void> {
  const deadline = Date.now() + pickUpTimeout;
  for (;;) {
    // 0: the connection failed, which is no answer.
    const status = await statusOf(url + path);
    if (status !== 0 && done(status)) return;
    if (Date.now() > deadline)
      throw new Error(
        `the dev server did not pick up ${path} within ${pickUpTimeout / 1000} s (last status ${status})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function siteOf(
  url: string,
  label: string,
  output: { mark: () => number; since: (mark: number) => string },
  close: () => Promise<void>,
): DevSite {
  const pagesDir = join(projectRoot, label);
  const inside = (file: string) => {
    const path = join(pagesDir, file);
    if (relative(pagesDir, path).startsWith('..')) throw new Error(`${file} is outside the copy of the content`);
    return path;
  };
  const pages = (files: string[]) => files.filter((file) => file.endsWith('.mdx')).map(pagePath);
  return {
    url,
    label,
    pagesDir,
    mark: output.mark,
    outputSince: output.since,
    async addPages(files) {
      for (const [file, content] of Object.entries(files)) {
        mkdirSync(dirname(inside(file)), { recursive: true });
        writeFileSync(inside(file), content);
      }
      for (const path of pages(Object.keys(files))) await waitForStatus(url, path, (status) => status !== 404);
    },
    async removePages(files) {
      for (const file of files) rmSync(inside(file), { recursive: true, force: true });
      for (const path of pages(files)) await waitForStatus(url, path, (status) => status === 404);
    },
    close,
  };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 200));

/**
 * Who may change the code every dev server runs. Every dev server, the shared one and a file's own,
 * watches `src/`: while a test edits the component map there (`dev-new-component`), each of them
 * evaluates its modules again and may restart, so a request meanwhile fails ("Cannot access
 * 'allComponents' before initialization", a reset connection) and a page reloads. Such a file holds
 * the code alone; every other file of the `dev` project holds it shared, for the whole file. A
 * readers-writer lock in files, so it holds across vitest's workers; `dev-global-setup.ts` clears it.
 */
export const codeLockDir = join(projectRoot, 'tests/.tmp/dev-code-lock');
const writerDir = join(codeLockDir, 'writer');
const readersDir = join(codeLockDir, 'readers');
/** A file waits for the others to finish: longer than any file of the project takes. */
const lockTimeout = 600_000;

async function holdShared(): Promise<() => void> {
  mkdirSync(readersDir, { recursive: true });
  const reader = join(readersDir, `${process.pid}-${randomUUID()}`);
  for (;;) {
    if (!existsSync(writerDir)) {
      writeFileSync(reader, '');
      // A writer that came between the check and the write waits for this reader, or this one steps back.
      if (!existsSync(writerDir)) return () => rmSync(reader, { force: true });
      rmSync(reader, { force: true });
    }
    await pause();
  }
}

async function holdAlone(): Promise<() => void> {
  mkdirSync(readersDir, { recursive: true });
  for (;;) {
    try {
      mkdirSync(writerDir);
      break;
    } catch {
      await pause();
    }
  }
  // New readers wait from now; the ones holding it finish their files.
  while (readdirSync(readersDir).length > 0) await pause();
  return () => rmSync(writerDir, { recursive: true, force: true });
}

/** Registers the file's hold on the code the dev servers run: `alone` for a file that edits `src/`. */
export function holdCode(how: 'shared' | 'alone'): void {
  let release = () => {};
  beforeAll(async () => {
    release = await (how === 'alone' ? holdAlone() : holdShared());
  }, lockTimeout);
  afterAll(() => release());
}

/**
 * The dev server the files of the `dev` project share, started once by `dev-global-setup.ts`. Call
 * at the top of a file: it holds the code shared for the file (see {@link holdCode}) unless told
 * the file holds it alone.
 */
export function sharedDevSite(code: 'shared' | 'alone' = 'shared'): DevSite {
  holdCode(code);
  const { url, label, log } = inject('devSite');
  const size = () => statSync(log).size;
  const since = (mark: number) => readFileSync(log).subarray(mark).toString();
  return siteOf(url, label, { mark: size, since }, async () => {});
}

/** The folder under the project root that a dev site's copy of the content goes to. */
export const devSiteLabel = (name: string) => `tests/.tmp/${name}`;

/** Copies `pages/` to `tests/.tmp/<name>`, lets `prepare` change the copy, and starts a dev server on it. */
export async function startDevSite(
  name: string,
  options: { prepare?: (pagesDir: string) => void | Promise<void>; env?: Record<string, string>; log?: string } = {},
): Promise<DevSite & { server: RunningServer }> {
  const label = devSiteLabel(name);
  const pagesDir = join(projectRoot, label);
  rmSync(pagesDir, { recursive: true, force: true });
  mkdirSync(pagesDir, { recursive: true });
  cpSync(join(projectRoot, 'pages'), pagesDir, { recursive: true });
  await options.prepare?.(pagesDir);
  const server = await spawnServer('dev', await freePort(), { ...options.env, PAGES_DIR: pagesDir }, projectRoot, {
    startTimeoutMs: startTimeout,
  });
  const { log } = options;
  if (log) {
    // Its terminal output as it comes, for readers in other processes (the shared server's files).
    writeFileSync(log, server.output());
    server.process.stdout?.on('data', (chunk: Buffer) => appendFileSync(log, chunk));
    server.process.stderr?.on('data', (chunk: Buffer) => appendFileSync(log, chunk));
  }
  const site = siteOf(
    server.url,
    label,
    { mark: () => server.output().length, since: (mark) => server.output().slice(mark) },
    async () => {
      await server.stop();
      rmSync(pagesDir, { recursive: true, force: true });
    },
  );
  return { ...site, server };
}
