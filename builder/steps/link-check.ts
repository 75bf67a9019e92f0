import { checkBuiltLinks } from '../../content/links/check-built-links';
import { site } from '../../src/site';
import { leaveOutUnnamedPhotoOriginals } from '../photos/unprocessed-images';
import { buildStep } from '../build-context';
import { extrasStep } from './extras';
import { feedsStep } from './feeds';
import { frontmatterStep } from './frontmatter';
import { imagesStep } from './images';
import { photosStep } from './photos';
import { prerenderStep } from './prerender';
import { shareImagesStep } from './share-images';

/**
 * The originals of public/ photos no built file names left out (now that every document, feed and
 * share image is written), then every link of the built pages checked; returns every file of the
 * staging folder, for the compression.
 */
export const linkCheckStep = buildStep({
  name: 'linkCheck',
  inputs: { content: frontmatterStep, rendered: prerenderStep, redirects: extrasStep, images: imagesStep },
  // It lists the files of the staging folder, which these write into.
  after: [feedsStep, shareImagesStep, photosStep],
  async run({ content, rendered, redirects, images }, { root, folders: { staging } }) {
    await leaveOutUnnamedPhotoOriginals({
      staging,
      urls: images.publicPhotos.keys(),
      documentLinks: rendered.pages.map((page) => page.links),
      origin: site.url,
    });
    return checkBuiltLinks({
      root,
      staging,
      rendered: rendered.pages,
      pagesLabel: content.pagesLabel,
      redirects,
      drafts: content.drafts,
    });
  },
});
