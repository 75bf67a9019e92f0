import { pageText, type PageTexts } from '../../content/page-texts';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { ComponentUseLog } from '../../content/component-checks/component-use-log';
import type { PhotoJob } from '../../content/photos/photo-plugin';
import { CompileCache } from './compile-cache';
import { folderMaker } from '../folder-maker';
import type { CompileRequest, CompileWorkerData } from '../../content/mdx/compile-messages';
import type { PageCompileReply } from '../../content/mdx/compiled-page';
import type { ThreadPool } from '../workers/thread-pool';
import { WorkerPool } from '../workers/worker-pool';
import type { CompiledPage } from '../../content/mdx/compiled-page';
import { mdxPageSource } from '../../content/mdx/mdx-page-source';
import { pageModuleCode } from '../../content/mdx/page-module-code';
import { pageModuleFile } from '../../src/shared/mdx/page-module-file';
import { MdxCompileError } from './mdx-compile-error';
import { mdxFilesIn } from './page-files';
import { PagePhotos } from './page-photos';

export interface CompilePagesOptions {
  root: string;
  pagesDir: string;
  /** The pages' texts, read once (`readSite`): the compile takes each page's from here. */
  texts: PageTexts;
  /** Folder of compiled pages kept between builds; none compiles every page. */
  cacheDir?: string;
  /** Where each page's module is written, as `<file>.mjs` (`page-module-file.ts`). */
  pageModulesDir: string;
  /** The SSR bundle's file URL: the modules import the JSX runtime, the component map and `Photo` from it. */
  entryUrl: string;
  /** Told of each page as it is compiled (or taken from the cache), with its text: the spelling check reads it there. */
  onCompiled?: (file: string, text: string, page: CompiledPage) => void;
  /** The build's threads to compile on; without them the compile starts threads of its own. */
  threads?: ThreadPool;
}

export interface CompiledPages {
  /** Every page's component uses, read while compiling it (or kept in the cache with it). */
  componentUses: ComponentUseLog;
  /** Every photo the pages show, by name and content hash, for the photo step to encode. */
  photos: Map<string, PhotoJob>;
  /**
   * The hash of each page's module by its file (relative to the pages folder), the SSR folder's
   * place left out: what the render cache keys a page's render by, without reading it back.
   */
  moduleHashes: Map<string, string>;
  /**
   * Makes sure the module of `file` is written before its page renders. A page the cache held is
   * written only then: a build whose renders all come from the render cache writes none.
   */
  writeModule: (file: string) => Promise<void>;
  /** How many pages were taken from the compile cache, of `compiledCount + cachedCount`. */
  cachedCount: number;
  /** How many pages were compiled. */
  compiledCount: number;
}

// Pages read, compiled and written at once: enough to keep every compile worker busy, few enough
// that 2000 pages do not open 2000 files together.
const lanes = 16;

/**
 * Compiles every `.mdx` file of the pages folder to a module of its own, outside the bundler: on
 * worker threads, each page once by its content (the cache), so a warm build only reads the
 * cache and writes the modules. Throws the compile errors with file and line, all of them.
 */
export async function compilePages({
  root,
  pagesDir,
  texts,
  cacheDir,
  pageModulesDir,
  entryUrl,
  onCompiled,
  threads,
}: CompilePagesOptions): Promise<CompiledPages> {
  const cache = cacheDir ? new CompileCache(cacheDir, root, false) : undefined;
  const componentUses = new ComponentUseLog();
  const photos = new PagePhotos();
  // Started on the first page the cache does not hold: a warm build needs no workers.
  let pool: WorkerPool<CompileRequest, PageCompileReply> | undefined;
  const moduleHashes = new Map<string, string>();
  const label = (path: string) => relative(root, path).split(sep).join('/');
  // Folders and files are made on libuv's threads: creating one costs about 0.4 ms on ext4, time
  // this thread needs to hand pages to the workers.
  const madeFolder = folderMaker();

  // Modules of pages the cache held, not written yet: each written from the cache when its page renders.
  const unwritten = new Map<string, () => Promise<void>>();

  let cachedCount = 0;
  let compiledCount = 0;
  const compiled = async (path: string, source: string): Promise<{ page: CompiledPage; key?: string }> => {
    const key = cache?.keyOf(source);
    const cached = key ? cache?.get(key) : undefined;
    if (cached !== undefined) {
      cachedCount++;
      return { page: cached, key };
    }
    const workerData: CompileWorkerData = { root, development: false };
    pool ??= new WorkerPool(new URL('./compile-worker.ts', import.meta.url), {
      threads,
      workerData,
      account: 'compile',
    });
    const reply = await pool.run({ path, source });
    if (!reply.ok) {
      const loc = reply.line ? { file: path, line: reply.line, column: reply.column ?? 1 } : undefined;
      throw new MdxCompileError(reply.reason, path, loc);
    }
    const page = {
      code: reply.code,
      uses: reply.uses,
      headings: reply.headings,
      markup: reply.markup,
      imports: reply.imports,
      texts: reply.texts,
    };
    compiledCount++;
    if (key) await cache?.set(key, page);
    return { page };
  };

  const compileOne = async (file: string): Promise<void> => {
    const path = join(pagesDir, file);
    const text = pageText(texts, file);
    const { page, key: cachedAs } = await compiled(path, mdxPageSource(label(path), file, text));
    onCompiled?.(file, text, page);
    componentUses.record(path, page);
    const photoSources = page.imports.flatMap((lifted) => (lifted.kind === 'photo' ? [lifted.source] : []));
    const sets = await photos.setsFor(path, photoSources).catch((error: unknown) => {
      throw new Error(`${label(path)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    const photoSetOf = (source: string) => {
      const set = sets.get(source);
      if (!set) throw new Error(`${label(path)}: no photo read for ${source}`);
      return set;
    };
    const code = pageModuleCode(page, entryUrl, photoSetOf);
    moduleHashes.set(file, createHash('sha256').update(code.split(entryUrl).join('<ssr>')).digest('hex'));
    const write = async (moduleCode: string) => {
      const target = join(pageModulesDir, pageModuleFile(file));
      await madeFolder(dirname(target));
      await writeFile(target, moduleCode);
    };
    // Kept as the cache's key, not as code: thousands of pages' code held until the prerender would cost memory.
    if (cachedAs && cache) {
      unwritten.set(file, async () => {
        const again = cache.get(cachedAs);
        if (!again) throw new Error(`${label(path)}: its compiled module left the cache during the build`);
        await write(pageModuleCode(again, entryUrl, photoSetOf));
      });
    } else await write(code);
  };

  const writeModule = async (file: string) => {
    const write = unwritten.get(file);
    unwritten.delete(file);
    await write?.();
  };

  const queue = mdxFilesIn(pagesDir);
  const failures: unknown[] = [];
  const lane = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift())
      await compileOne(file).catch((error: unknown) => failures.push(error));
  };
  try {
    await Promise.all(Array.from({ length: lanes }, lane));
  } finally {
    await pool?.close();
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length) throw new AggregateError(sortedByFile(failures), `${failures.length} pages failed to compile`);
  return { componentUses, photos: photos.jobs, moduleHashes, writeModule, cachedCount, compiledCount };
}

/** Compile errors in the order of their files and lines, so a build lists them the same way each time. */
function sortedByFile(failures: unknown[]): unknown[] {
  const place = (error: unknown) =>
    error instanceof MdxCompileError ? `${error.id}\0${String(error.loc?.line ?? 0).padStart(8, '0')}` : '';
  return [...failures].sort((a, b) => place(a).localeCompare(place(b)));
}
