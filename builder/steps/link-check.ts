import { checkBuiltLinks } from '../../content/links/check-built-links';
import { buildStep } from '../build-context';
import { extrasStep } from './extras';
import { feedsStep } from './feeds';
import { frontmatterStep } from './frontmatter';
import { photosStep } from './photos';
import { prerenderStep } from './prerender';
import { shareImagesStep } from './share-images';

/** Every link of the built pages checked; returns every file of the staging folder, for the compression. */
export const linkCheckStep = buildStep({
  name: 'linkCheck',
  inputs: { content: frontmatterStep, rendered: prerenderStep, redirects: extrasStep },
  // It lists the files of the staging folder, which these write into.
  after: [feedsStep, shareImagesStep, photosStep],
  async run({ content, rendered, redirects }, { root, folders: { staging } }) {
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
