import { buildStep } from '../build-context';
import { compilePages } from '../pages/compile-pages';
import { serverFiles } from '../pages/server-files';
import { isCheckedDataFile } from '../spelling/file-spelling';
import { spellCheckedFiles } from '../spelling/site-spelling';
import { frontmatterStep } from './frontmatter';
import { imagesStep } from './images';

/**
 * Every page compiled to a module of its own, on worker threads; each page's text goes to the
 * spelling thread as it compiles. Vite bundles the site's code meanwhile (the `bundle` step):
 * neither reads what the other writes.
 */
export const compileStep = buildStep({
  name: 'compile',
  inputs: { content: frontmatterStep },
  // The compile workers start only once the pages' images are known good.
  after: [imagesStep],
  async run({ content }, { root, pagesDir, folders, caches, spelling, threads, log }) {
    const published = new Set(content.pages.map((page) => page.file));
    for (const file of spellCheckedFiles(pagesDir).filter(isCheckedDataFile)) spelling.add(file);
    const compiled = await compilePages({
      root,
      pagesDir,
      texts: content.texts,
      cacheDir: caches.mdx || undefined,
      ...serverFiles(folders.ssrDir),
      threads,
      onCompiled: (file, text, page) => {
        if (published.has(file)) spelling.add(file, text, { texts: page.texts, uses: page.uses });
      },
    });
    log(`compile: ${compiled.compiledCount} pages compiled, ${compiled.cachedCount} from the cache`);
    return compiled;
  },
});
