import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BuildReport } from '../../builder/build-site';
import { afterEach, beforeEach, inject } from 'vitest';
import type { Frame, FrameLocator, Locator, Page, Request } from 'playwright-core';
import { projectRoot } from '../../builder/project-root';
import { studioApiPath, studioPath, type FileList } from '../../studio/shared/api';
import { teamApiPath } from '../../studio/shared/team-api';
import { freePort } from '../../tools/free-port';
import { borrowBrowser } from '../shared-browser';
import { holdCode } from '../e2e/dev-site';

/** The scratch folders of the studio tests, inside the project as the content tests' are (`tests/.tmp/` is ignored by git and by the dev server's watcher). */
const scratchParent = join(projectRoot, 'tests/.tmp');

export interface StudioOptions {
  /** Files to write into the scratch copy before its first commit, by their name in it (`pages/services/x.mdx`). */
  files?: Record<string, string | Uint8Array>;
  /** Extra environment for the dev server. */
  env?: Record<string, string>;
  /**
   * The scratch repository holds the whole site as committed (its code too, `node_modules` linked,
   * no tests) and the dev server runs from it: the Changes view's report builds the repository's
   * own code, so only such a studio can make it.
   */
  wholeSite?: boolean;
}

/** A studio's dev server and its scratch repository, as a test reaches them: its own or the shared one. */
export interface Studio {
  /** The dev server's origin, `http://127.0.0.1:<port>`. */
  url: string;
  /** The studio's link as the dev server printed it, with its secret: `<url>/_studio?token=…`. */
  link: string;
  /** The `Cookie` header the link is traded for, which every studio request carries (`studioFetch`). */
  cookie: string;
  /** The scratch repository: holds `pages/` and `public/`. */
  root: string;
  pagesDir: string;
  publicDir: string;
  /** Runs git in the scratch repository and returns what it printed; throws when git fails. */
  git: (...args: string[]) => string;
  /** A file of the scratch repository by its name in it (`pages/services/cloud.mdx`), as text. */
  read: (file: string) => string;
  /** Writes a file of the scratch repository, as another editor or a `git pull` would. */
  write: (file: string, text: string | Uint8Array) => void;
}

/** A dev server and scratch repository of the test file's own (`startStudio`). */
export interface RunningStudio extends Studio {
  /** What the dev server printed so far. */
  output: () => string;
  /** Stops the dev server and everything it started, and removes the scratch repository. */
  stop: () => Promise<void>;
}

/** The studio project's shared dev server and scratch repository (`sharedStudio`). */
export interface SharedStudio extends Studio {
  /**
   * Puts the repository back as the test file found it (every tracked file as committed, nothing
   * untracked, the same commit on main) and waits until the dev server lists the pages as it did
   * then; throws when either is not so.
   */
  restore: () => Promise<void>;
}

/** What `tests/studio/global-setup.ts` provides of the shared studio. */
export interface SharedStudioState {
  url: string;
  link: string;
  cookie: string;
  root: string;
  /** The commit the repository is at, on main. */
  head: string;
  /** The dev server's `files` answer (the pages panel's list) for that commit, as JSON. */
  listing: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedStudio: SharedStudioState;
  }
}

function runGit(root: string, args: string[]): string {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`git ${args.join(' ')} failed (${result.status}):\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** The scratch repository: the project's `pages/` and `public/` (or the whole site, `wholeSite`), plus `files`, committed once. */
function scratchRepository(files: StudioOptions['files'] = {}, wholeSite = false): string {
  mkdirSync(scratchParent, { recursive: true });
  const root = mkdtempSync(join(scratchParent, 'studio-'));
  if (wholeSite) {
    const archive = execFileSync('git', ['archive', 'HEAD', '--', '.', ':(exclude)tests', ':(exclude)docs'], {
      cwd: projectRoot,
      maxBuffer: 512 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', root], { input: archive });
    symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  } else {
    cpSync(join(projectRoot, 'pages'), join(root, 'pages'), { recursive: true });
    cpSync(join(projectRoot, 'public'), join(root, 'public'), { recursive: true });
  }
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), data);
  }
  runGit(root, ['init', '--quiet', '--initial-branch=main']);
  runGit(root, ['config', 'user.name', 'Studio Test']);
  runGit(root, ['config', 'user.email', 'studio-test@example.com']);
  runGit(root, ['config', 'commit.gpgsign', 'false']);
  // The dev server's form submissions and a build's output land here too; neither is content.
  writeFileSync(join(root, '.git/info/exclude'), 'data/\ndist/\nnode_modules\n');
  runGit(root, ['add', '--all']);
  runGit(root, ['commit', '--quiet', '--message', 'The site as copied for a studio test']);
  return root;
}

/** Kills the dev server's whole process group (it was started as the leader of its own), and waits for it to exit. */
function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const pid = child.pid;
    const force = setTimeout(() => {
      try {
        if (pid) process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    try {
      if (pid) process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}

/**
 * Waits until the dev server has printed the studio's link and the link opens the studio: trades
 * it for the cookie as a browser does, and answers both; or throws with the server's output.
 */
async function waitForStudio(
  child: ChildProcess,
  url: string,
  output: () => string,
): Promise<{ link: string; cookie: string }> {
  const deadline = Date.now() + 90_000;
  let last = 'no answer';
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the dev server exited with ${child.exitCode}:\n${output()}`);
    const link = /^Studio at (\S+)/m.exec(output())?.[1];
    if (!link) last = 'the dev server has not printed the studio link yet';
    else
      try {
        const traded = await fetch(link, { redirect: 'manual' });
        const cookie = traded.headers.get('set-cookie')?.split(';')[0];
        if (traded.status !== 303 || !cookie) throw new Error(`the studio link answered ${traded.status}`);
        const response = await fetch(url + studioPath, { headers: { Cookie: cookie } });
        if (response.ok) return { link, cookie };
        last = `HTTP ${response.status}`;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
    if (Date.now() > deadline) throw new Error(`${studioPath} did not answer within 90 s (${last}):\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How to open each running studio, by its origin: the link and cookie `startStudio` or `sharedStudio` learnt. */
const openers = new Map<string, { link: string; cookie: string }>();

function openerOf(url: string): { link: string; cookie: string } {
  const opener = openers.get(url);
  if (!opener) throw new Error(`no studio was started or shared at ${url} in this process`);
  return opener;
}

/** `fetch` of a studio path (`/_studio/api/files`) with the studio's cookie, as the studio's own page sends it. */
export function studioFetch(url: string, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Cookie', openerOf(url).cookie);
  return fetch(url + path, { ...init, headers });
}

/**
 * The real dev server (`scripts/dev.ts`) on a scratch copy of `pages/` and `public/` in a fresh git
 * repository, on a free loopback port, once `/_studio` answers.
 */
export async function startStudio(options: StudioOptions = {}): Promise<RunningStudio> {
  const root = scratchRepository(options.files, options.wholeSite);
  const pagesDir = join(root, 'pages');
  const publicDir = join(root, 'public');
  const port = await freePort();
  const codeRoot = options.wholeSite ? root : projectRoot;
  const child = spawn(
    process.execPath,
    [join(codeRoot, 'builder', 'run-bundled.mjs'), join(codeRoot, 'scripts', 'dev.ts')],
    {
      cwd: codeRoot,
      env: {
        ...process.env,
        // A build run in this test process (buildScratch) leaves NODE_ENV=production behind, with
        // which React's development JSX runtime, the one the dev server's MDX compiles to, is empty.
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        PAGES_DIR: pagesDir,
        PUBLIC_DIR: publicDir,
        // The dev server's search page reads the last build; none here.
        DIST_DIR: join(root, 'dist'),
        DATA_DIR: join(root, 'data'),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stop() ends Vite's workers with it.
      detached: true,
    },
  );
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const output = () => printed;
  const url = `http://127.0.0.1:${port}`;
  // Never leave a dev server behind, even when the process that started it dies first.
  const killOnExit = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopGroup(child);
    // The link to the project's node_modules goes first: it is never followed.
    if (options.wholeSite) rmSync(join(root, 'node_modules'), { force: true });
    rmSync(root, { recursive: true, force: true });
  };
  let opener: { link: string; cookie: string };
  try {
    opener = await waitForStudio(child, url, output);
  } catch (error) {
    await stop();
    throw error;
  }
  openers.set(url, opener);
  return { ...studioAt(url, root), output, stop };
}

/** The files and git of the scratch repository at `root`, whose dev server answers at `url`. */
function studioAt(url: string, root: string): Studio {
  return {
    url,
    ...openerOf(url),
    root,
    pagesDir: join(root, 'pages'),
    publicDir: join(root, 'public'),
    git: (...args) => runGit(root, args),
    read: (file) => readFileSync(join(root, file), 'utf8'),
    write: (file, text) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    },
  };
}

/** The dev server's `files` answer (the pages panel's list), as JSON. */
export async function studioListing(url: string): Promise<string> {
  const response = await studioFetch(url, `${studioApiPath}/files`);
  if (!response.ok) throw new Error(`${studioApiPath}/files answered ${response.status}`);
  return JSON.stringify(((await response.json()) as FileList).files);
}

/** Checks `check` every quarter second until it answers null, or throws what it last answered after `timeout` ms. */
async function waitUntil(check: () => Promise<string | null>, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const problem = await check().catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
    if (problem === null) return;
    if (Date.now() > deadline) throw new Error(`still so after ${timeout / 1000} s: ${problem}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits until the studio's pages panel would list the pages and data files among `files` (its watcher saw them). */
export async function waitForListed(studio: Pick<Studio, 'url'>, files: string[]): Promise<void> {
  const pages = files.filter((file) => /^pages\/.*\.(mdx|ya?ml)$/.test(file));
  await waitUntil(async () => {
    const listed = new Set(
      (JSON.parse(await studioListing(studio.url)) as FileList['files']).map((entry) => entry.file),
    );
    const missing = pages.filter((file) => !listed.has(file));
    return missing.length ? `the studio does not list ${missing.join(', ')} yet` : null;
  }, 90_000);
}

/** Null when the repository is as committed on main at `head`, with nothing untracked; else what differs. */
function repositoryChanges(studio: Studio, head: string): string | null {
  const status = studio.git('status', '--porcelain', '--untracked-files=all').trim();
  const at = studio.git('rev-parse', 'HEAD').trim();
  const branch = studio.git('branch', '--show-current').trim();
  if (status === '' && at === head && branch === 'main') return null;
  return `on ${branch || 'no branch'} at ${at} (not main at ${head})\n${status}`;
}

/**
 * The studio project's one dev server and scratch repository (started by `global-setup.ts`), for a
 * test file that only reads, or writes pages of its own and puts everything back: files run one at
 * a time in this project, so the file calling this has it alone. `files` are written into it first
 * (the dev server lists them before this returns); the file's `afterAll` calls `restore()`.
 * A file that commits, renames, or checks the whole disk or git state takes its own (`startStudio`).
 */
export async function sharedStudio(files: Record<string, string | Uint8Array> = {}): Promise<SharedStudio> {
  const { url, link, cookie, root, head, listing } = inject('sharedStudio');
  openers.set(url, { link, cookie });
  const studio = studioAt(url, root);
  const changes = repositoryChanges(studio, head);
  if (changes !== null)
    throw new Error(`the shared studio repository was left changed by an earlier test file: ${changes}`);
  for (const [file, data] of Object.entries(files)) studio.write(file, data);
  await waitForListed(studio, Object.keys(files));
  return {
    ...studio,
    restore: async () => {
      // Every tracked file as committed (a renamed page back in its place, a changed one undone),
      // and whatever the tests added (their pages, photos, a renamed page's new file) removed.
      studio.git('checkout', '--quiet', '--', '.');
      studio.git('clean', '--force', '-d', '--quiet');
      const left = repositoryChanges(studio, head);
      if (left !== null) throw new Error(`the shared studio repository could not be restored: ${left}`);
      // The dev server sees the files back through its watcher: wait until its list is the one from before.
      await waitUntil(
        async () =>
          (await studioListing(url)) === listing
            ? null
            : 'the studio lists the pages otherwise than before the file ran',
        120_000,
      );
    },
  };
}

export interface OpenStudio {
  page: Page;
  /** Console errors, uncaught exceptions and failed requests seen so far. */
  problems: string[];
  /** Closes the page and its context (and its Chromium, when it was started for this file). */
  close: () => Promise<void>;
}

/**
 * A 1280×900 page of the run's Chromium (`borrowBrowser`) at the studio of `url`, loaded. Pages
 * open in `textMode`: the studio's Write mode, or Source (CodeMirror), which the tests of the
 * source editor and of the flows built on it use; the copywriter's own choice is kept the same way.
 */
export async function openStudio(
  url: string,
  viewport = { width: 1280, height: 900 },
  textMode: 'write' | 'source' = 'source',
): Promise<OpenStudio> {
  const { browser, release } = await borrowBrowser();
  const context = await browser.newContext({ viewport });
  await context.addInitScript((mode) => {
    if (location.pathname.startsWith('/_studio') && !localStorage.getItem('studio:text-mode'))
      localStorage.setItem('studio:text-mode', mode);
  }, textMode);
  const page = await context.newPage();
  // Generous: six sessions share two cores here, and the studio's first answers compile it.
  page.setDefaultTimeout(30_000);
  const problems: string[] = [];
  // The studio's own window only: the preview's document is the site's page, whose scripts the
  // studio drops each time it swaps the page in.
  const ownFrame = (frame: Frame) => frame === page.mainFrame();
  page.on('console', (message) => {
    // A failed load is reported below with its address.
    if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  // Until the studio is up, Vite's client may reload it (the dev server's watcher telling every
  // page that content changed: the pages a test or the previous file wrote, or the dependency
  // optimiser's first run); the studio stays put through such reloads only once it is running
  // (`keep-on-content-change.ts`). Requests such a reload aborts are no fault of the studio.
  let starting = true;
  // The same goes later for a reload or a page opened while the studio's modules still load (a file
  // a test wrote just before opening a page reloads it once more): each request's count of the
  // window's navigations when it started tells a module cancelled with its page.
  let navigations = 0;
  const startedAt = new WeakMap<Request, number>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && ownFrame(request.frame())) navigations += 1;
    else startedAt.set(request, navigations);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (!ownFrame(request.frame())) return;
    if (starting && error === 'net::ERR_ABORTED') return;
    if (
      error === 'net::ERR_ABORTED' &&
      ['script', 'stylesheet'].includes(request.resourceType()) &&
      (startedAt.get(request) ?? navigations) < navigations
    )
      return;
    // The studio drops a check or preview request that newer text made useless: not a failure.
    if (error === 'net::ERR_ABORTED' && new URL(request.url()).pathname.startsWith(studioApiPath)) return;
    problems.push(`request failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    // 409 is the studio's answer to a save over a file changed on disk: expected, and shown. 404
    // at `team/me` is how the dev server tells the app it is the local studio, not the team's.
    if (
      response.status() < 400 ||
      (response.status() === 409 && pathname === `${studioApiPath}/save`) ||
      (response.status() === 404 && pathname === `${teamApiPath}/me`)
    )
      return;
    if (ownFrame(response.frame())) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  // The first visit compiles the studio's modules: far slower than anything after it.
  // The link, as the copywriter opens it: the studio trades its secret for a cookie and shows itself.
  await page.goto(openerOf(url).link, { timeout: 90_000 });
  await page.getByRole('button', { name: 'New page' }).waitFor({ timeout: 90_000 });
  starting = false;
  return {
    page,
    problems,
    close: async () => {
      await context.close().catch(() => {});
      await release();
    },
  };
}

/** The body editor (CodeMirror's content element, role textbox, named "Page source"). */
export function sourceEditor(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Page source' });
}

/**
 * The whole text in the editor. CodeMirror draws only the lines in view, so the DOM's text is not
 * it; its state is, reached the way CodeMirror's own `EditorView.findFromDOM` does.
 */
export function editorText(page: Page): Promise<string> {
  return sourceEditor(page).evaluate((content) => {
    type Tiled = { cmTile?: { root?: { view?: { state: { doc: { toString(): string } } } } } };
    return (content as unknown as Tiled).cmTile?.root?.view?.state.doc.toString() ?? content.textContent ?? '';
  });
}

/** Waits until the locator's first element shows (playwright-core has no expect of its own). */
export function shown(locator: Locator, timeout = 60_000): Promise<void> {
  return locator.first().waitFor({ state: 'visible', timeout });
}

/** The preview iframe's document. */
export function preview(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Preview"]');
}

/**
 * For the top of each studio test file, before its hooks: holds the code every dev server runs
 * (`src/`) shared for the whole file, so that the dev project's test that edits `src/` (it runs in
 * another lane of `npm test` at the same time) waits until the file is done rather than making the
 * file's dev server evaluate its modules again mid-test, or fail to start (`holdCode` in
 * `tests/e2e/dev-site.ts`, a lock in files across processes).
 */
export function holdDevCode(): void {
  holdCode('shared');
}

/** Puts the editor's cursor at the end of the page source. */
/** Write mode's editor, the page's text as rich text. */
export function pageText(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Page text' });
}

/** Puts the cursor at the end of the paragraph holding `words`, as a click after its last word does. */
export async function cursorAfter(page: Page, words: string): Promise<void> {
  const paragraph = pageText(page).locator('p', { hasText: words }).first();
  await paragraph.click();
  await paragraph.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
  });
  // ProseMirror takes the browser's selection on its next selectionchange.
  await page.waitForTimeout(100);
}

export async function editorToEnd(page: Page): Promise<void> {
  await sourceEditor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
}

/**
 * Types into the editor at its cursor as a copywriter does, key by key (autocompletion and
 * bracket closing act as they would). `insertEditorText` puts text in without them.
 */
export async function typeInEditor(page: Page, text: string, delay = 0): Promise<void> {
  await page.keyboard.type(text, { delay });
}

/** Puts text in at the editor's cursor in one go, as a paste does (no autocompletion on the way). */
export async function insertEditorText(page: Page, text: string): Promise<void> {
  await page.keyboard.insertText(text);
}

/** The pages panel's entry of a page, by its address (`/services/cloud`) or its file (`pages/_navigation.yaml`). */
export function pageEntry(page: Page, pathOrFile: string): Locator {
  const escaped = pathOrFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const shown = pathOrFile.replace(/^pages\//, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: new RegExp(`(${escaped}|${shown})(\\s|$)`) })
    .first();
}

/** Opens a page as a copywriter does: types its address or file into the pages panel's filter and clicks it. */
export async function openFile(page: Page, pathOrFile: string): Promise<void> {
  await page.getByRole('searchbox', { name: /filter/i }).fill(pathOrFile.replace(/^pages\//, ''));
  await pageEntry(page, pathOrFile).click();
}

/** Opens the Fields section (the frontmatter form and the page's address) when it is folded away. */
export async function showFields(page: Page): Promise<void> {
  const disclosure = page.getByRole('button', { name: 'Fields', exact: true });
  if ((await disclosure.count()) && (await disclosure.getAttribute('aria-expanded')) === 'false')
    await disclosure.click();
}

/** Saves with the Save button. */
export async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/**
 * Drops a file onto an element the way a file dragged from the desktop arrives: a DataTransfer
 * holding it, in dragenter, dragover and drop events.
 */
export async function dropFile(target: Locator, name: string, type: string, bytes: Uint8Array): Promise<void> {
  const dataTransfer = await target.page().evaluateHandle(
    ({ name, type, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name, { type }));
      return transfer;
    },
    { name, type, data: [...bytes] },
  );
  for (const event of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(event, { dataTransfer });
}

/** Where `buildScratch` keeps its caches between tests, so only the first build of a run is cold. */
const buildCacheDir = join(scratchParent, 'studio-build-cache');

/**
 * The real build (what `npm run build` runs) of the scratch repository's pages into its `dist/`:
 * throws what the build throws, with every problem, as `npm run build` would print it.
 */
export async function buildScratch(studio: Pick<Studio, 'root' | 'pagesDir'>): Promise<BuildReport> {
  // Imported when needed: the global setup, which imports this module too, builds nothing.
  const { buildSite } = await import('../../builder/build-site');
  return buildSite({ pagesDir: studio.pagesDir, outDir: join(studio.root, 'dist'), cacheDir: buildCacheDir });
}

/** A real JPEG photo made with sharp: a gradient-like noisy picture of the given size. */
export async function jpegPhoto(width = 1600, height = 1000): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({
    create: { width, height, channels: 3, background: '#0a58a8', noise: { type: 'gaussian', mean: 110, sigma: 30 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * For a describe whose tests are the steps of one flow: once a step fails, the later steps are
 * skipped rather than failing for the same cause, so the report names the step that broke.
 */
export function stepsOfOneFlow(): void {
  let broken = false;
  beforeEach((context) => {
    if (broken) context.skip();
  });
  afterEach((context) => {
    if (context.task.result?.state === 'fail') broken = true;
  });
}
