import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildStep } from '../build-context';
import { pageSourcesFileName, type PageSources } from '../page-sources/page-sources-file';
import { sourceModules } from '../page-sources/source-modules';
import { linkCheckStep } from './link-check';
import { prerenderStep } from './prerender';

/**
 * What each page's render read, with the code behind the layout and each component, written for
 * the reviewer's report (`review/`): after the link check has listed the folder's files, so it is
 * neither compressed nor checked as part of the site.
 */
export const pageSourcesStep = buildStep({
  name: 'pageSources',
  inputs: { rendered: prerenderStep },
  after: [linkCheckStep],
  timed: false,
  async run({ rendered }, { root, folders: { staging } }) {
    const sources: PageSources = {
      pages: Object.fromEntries([...rendered.reads].sort(([a], [b]) => a.localeCompare(b))),
      modules: sourceModules(root),
    };
    await writeFile(join(staging, pageSourcesFileName), JSON.stringify(sources));
  },
});
