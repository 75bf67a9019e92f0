import { relative, sep } from 'node:path';
import { ContentError } from '../../src/shared/content-error';
import { buildStep } from '../build-context';
import { readPageImages } from '../photos/page-images';
import { frontmatterStep } from './frontmatter';

/** The images the pages show, with their limits checked: a problem stops the build before anything compiles. */
export const imagesStep = buildStep({
  name: 'images',
  inputs: { content: frontmatterStep },
  async run({ content }, { root, pagesDir, publicDir, caches }) {
    const images = await readPageImages({
      pages: content.pages,
      texts: content.texts,
      pagesDir,
      pagesLabel: relative(root, pagesDir).split(sep).join('/'),
      root,
      publicDir,
      cacheDir: caches.photos,
    });
    if (images.problems.length) throw new ContentError(images.problems);
    return images;
  },
});
