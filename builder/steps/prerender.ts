import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildStep, warn } from '../build-context';
import { manifestAssets } from '../manifest-assets';
import type { CompiledPages } from '../pages/compile-pages';
import { RenderCache } from '../pages/render-cache';
import { pageRenderer } from '../pages/render-task';
import type { ThreadPool } from '../workers/thread-pool';
import { RenderReadings } from '../pages/render-readings';
import { KeptPageReads } from '../pages/kept-page-reads';
import { serverFiles } from '../pages/server-files';
import { untranslatedLabels } from '../pages/untranslated-labels';
import { pageDocument, prerender, type PrerenderResult, type ServerEntry, type WriteDocument } from '../prerender';
import { documentReader } from '../read-rendered-page';
import { bundleStep } from './bundle';
import { compileStep } from './compile';
import { componentsStep } from './components';
import { frontmatterStep } from './frontmatter';
import { readsWithPagesLabel, withPagesLabel } from '../bundle/folder-free-index';

/**
 * Writes every page's document into the staging folder: linked from the render cache when kept,
 * else rendered on worker threads (their modules written first) and kept.
 */
async function prerenderPages(
  server: ServerEntry,
  ssrDir: string,
  staging: string,
  cacheDir: string | false,
  { moduleHashes, writeModule }: Pick<CompiledPages, 'moduleHashes' | 'writeModule'>,
  threads: ThreadPool,
): Promise<PrerenderResult & { cached: number }> {
  const files = serverFiles(ssrDir);
  const manifest = join(staging, '.vite', 'manifest.json');
  const cache = cacheDir ? await RenderCache.open(cacheDir, files, manifest, moduleHashes) : undefined;
  const assets = manifestAssets(manifest);
  // Threads start at the first page the cache does not have: a build with every page kept starts none.
  const renderer = pageRenderer(threads, files.entryUrl);
  let cached = 0;
  const readings = cacheDir ? RenderReadings.open(cacheDir) : undefined;
  const keptReads = cacheDir ? KeptPageReads.open(cacheDir) : undefined;
  const read = documentReader();
  const writeDocument: WriteDocument = async (entry, path, target, keepHtml) => {
    const key = cache?.keyOf(path, entry?.file, server.lastModified[path]);
    // A document kept from before its render's reads were kept is rendered again.
    const reads = key ? keptReads?.get(key) : undefined;
    if (key && reads && cache?.place(key, target)) {
      cached++;
      const kept = readings?.get(key);
      if (kept) return { reading: kept, reads, html: keepHtml ? readFileSync(target, 'utf8') : undefined };
      const html = readFileSync(target, 'utf8');
      const reading = read(entry, html);
      readings?.set(key, reading);
      return { reading, reads, html: keepHtml ? html : undefined };
    }
    if (entry) await writeModule(entry.file);
    const result = await renderer.run(path);
    const html = pageDocument(result, assets);
    if (key && cache) await cache.keep(key, target, html);
    else writeFileSync(target, html);
    const reading = read(entry, html);
    if (key) {
      readings?.set(key, reading);
      keptReads?.set(key, result.reads);
    }
    return { reading, reads: result.reads, html: keepHtml ? html : undefined };
  };
  try {
    const result = await prerender(server.pages, writeDocument, staging);
    await Promise.all([readings?.save(), keptReads?.save()]);
    return { ...result, cached };
  } finally {
    await renderer.close();
  }
}

/** Every page rendered to its document in the staging folder, or taken from the render cache. */
export const prerenderStep = buildStep({
  name: 'prerender',
  inputs: { content: frontmatterStep, compiled: compileStep, bundles: bundleStep },
  // A page renders only once its component uses are known good.
  after: [componentsStep],
  async run({ content, compiled, bundles }, context) {
    const { folders, caches, log, threads } = context;
    const result = await prerenderPages(
      bundles.server,
      folders.ssrDir,
      folders.staging,
      caches.render,
      compiled,
      threads,
    ).catch((error: unknown) => {
      // The bundle names the pages folder by its token (`folder-free-index.ts`); the message names it as this build's.
      if (error instanceof Error) error.message = withPagesLabel(error.message, content.pagesLabel);
      throw error;
    });
    log(`prerender: ${result.pages.length - result.cached} pages rendered, ${result.cached} from the cache`);
    const reads = new Map(
      [...result.reads].map(([path, read]) => [path, readsWithPagesLabel(read, content.pagesLabel)]),
    );
    warn(context, untranslatedLabels(reads, content.pages, content.pagesLabel));
    return { ...result, reads };
  },
});
