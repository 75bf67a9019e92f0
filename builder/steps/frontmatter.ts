import { readSite } from '../../content/read-site';
import { publicationLogLine } from '../../content/publication/publication-state';
import { closedJobLogLine } from '../../content/publication/closed-jobs';
import { buildStep, warn } from '../build-context';

/** The one read of `pages/` (`readSite`): frontmatter and links first, so a content error is reported before any bundling starts. */
export const frontmatterStep = buildStep({
  name: 'frontmatter',
  inputs: {},
  run(_inputs, context) {
    const { pagesDir, root, includeDrafts, asOf, publicDir, log } = context;
    const content = readSite({ pagesDir, root, includeDrafts, asOf, publicDir });
    warn(context, content.warnings);
    for (const { file, publication } of content.unpublished) log(publicationLogLine(file, publication));
    for (const page of content.pages) if (page.closed) log(closedJobLogLine(content.pagesLabel, page));
    return content;
  },
});
