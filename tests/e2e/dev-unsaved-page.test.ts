import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { renderPage } from '../../content/check-page';
import { resolvedPageIndexId } from '../../content/vite-plugin';
import { UnsavedPages } from '../../content/unsaved-pages';
import { siteConfig } from '../../vite.config';
import { holdCode } from './dev-site';

const pagesDir = join(projectRoot, 'pages');
// Its Vite evaluates the code in src/: no test edits it meanwhile.
holdCode('shared');
const cloudFile = join(pagesDir, 'services/cloud.mdx');

describe('renderPage: a page from text not saved yet, in the dev server', () => {
  const unsaved = new UnsavedPages();
  let vite: ViteDevServer;
  const savedRender = async (path: string) =>
    ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: (url: string) => Promise<{ html: string }> })
      .render(path)
      .then((result) => result.html);

  beforeAll(async () => {
    const config = siteConfig({ includeDrafts: true, target: 'dev', unsaved });
    vite = await createServer({
      ...config,
      server: { ...config.server, middlewareMode: true, hmr: false, watch: null },
      appType: 'custom',
      logLevel: 'silent',
    });
  });

  afterAll(async () => {
    await vite?.close();
  });

  it('renders an edit of a saved page, and the next render shows the file again', async () => {
    const saved = readFileSync(cloudFile, 'utf8');
    const text = `${saved}\nA sentence only the preview has.\n`;
    const preview = await renderPage(vite, unsaved, { file: 'services/cloud.mdx', text }, { pagesDir });
    expect(preview.status).toBe(200);
    expect(preview.html).toContain('A sentence only the preview has.');
    expect(readFileSync(cloudFile, 'utf8')).toBe(saved);
    expect(await savedRender('/services/cloud')).not.toContain('A sentence only the preview has.');
  });

  it('previews an edit of the body without reading the site again (the page index stays compiled)', async () => {
    await savedRender('/services/cloud');
    const index = () => vite.environments.ssr.moduleGraph.getModuleById(resolvedPageIndexId);
    const compiledAt = index()?.lastInvalidationTimestamp;
    expect(index()?.transformResult).toBeTruthy();
    const text = `${readFileSync(cloudFile, 'utf8')}\nA body-only edit.\n`;
    const preview = await renderPage(vite, unsaved, { file: 'services/cloud.mdx', text }, { pagesDir });
    expect(preview.html).toContain('A body-only edit.');
    expect(index()?.lastInvalidationTimestamp).toBe(compiledAt);
    expect(index()?.transformResult).toBeTruthy();
  });

  it('skips a preview dropped while it waited for its turn, and renders the latest text', async () => {
    const saved = readFileSync(cloudFile, 'utf8');
    const dropped = new AbortController();
    // Three keystrokes' previews queued at once; the studio drops the second as the copywriter types on.
    const renders = ['One', 'Two', 'Three'].map((word, index) =>
      renderPage(
        vite,
        unsaved,
        { file: 'services/cloud.mdx', text: `${saved}\nTyped ${word}.\n` },
        { pagesDir, signal: index === 1 ? dropped.signal : undefined },
      ),
    );
    dropped.abort();
    const [first, second, third] = await Promise.allSettled(renders);
    expect(first.status === 'fulfilled' && first.value.html).toContain('Typed One.');
    expect(second.status).toBe('rejected');
    expect(third.status === 'fulfilled' && third.value.html).toContain('Typed Three.');
  });

  it('renders a new page that has no file yet, with its frontmatter in the page', async () => {
    const text =
      '---\ntitle: Preview only\ndescription: A page not saved yet.\n---\n\n<Hero title="Preview only">Not saved yet.</Hero>\n';
    const preview = await renderPage(vite, unsaved, { file: 'services/preview-only.mdx', text }, { pagesDir });
    expect(preview.status).toBe(200);
    expect(preview.head).toContain('<title>Preview only');
    expect(preview.html).toContain('Not saved yet.');
    expect(await savedRender('/services/preview-only')).not.toContain('Not saved yet.');
  });

  it('keeps one store of render reads however often an edit evaluates the server entry again', async () => {
    // Node 20 never frees an AsyncLocalStorage that has run: a new one per preview slowed every
    // later promise of the dev server and held each render's modules (previews went from 0.1 to 1 s).
    const entry = () => vite.ssrLoadModule('/src/entry-server.tsx');
    const store = () => (globalThis as Record<symbol, unknown>)[Symbol.for('site.render.reads')];
    await savedRender('/services/cloud');
    const [before, storeBefore] = [await entry(), store()];
    expect(storeBefore).toBeTruthy();
    const saved = readFileSync(cloudFile, 'utf8');
    for (const edit of ['A first edit.', 'A second edit.']) {
      const text = saved.replace(/^title: .*$/m, `title: ${edit}`);
      expect((await renderPage(vite, unsaved, { file: 'services/cloud.mdx', text }, { pagesDir })).head).toContain(
        edit,
      );
    }
    expect(await entry()).not.toBe(before);
    expect(store()).toBe(storeBefore);
  });
});
