import { join } from 'node:path';
import { readSite } from '../content/read-site';
import { formatBuildError } from '../builder/format-build-error';
import { today } from '../src/shared/publication/as-of';
import { SideBuildError } from './side-build';

/**
 * Reads the working tree's pages as its build would first (`readSite`: frontmatter, items,
 * navigation and every link the sources write), in seconds, so a content problem is reported
 * before either side checks out or builds; throws the build's own message for the side. The base
 * is read the same way by its own build, which is stopped at its first problem.
 */
export function checkWorkingTreeContent(root: string, side: string): void {
  try {
    readSite({
      root,
      pagesDir: join(root, 'pages'),
      publicDir: join(root, 'public'),
      includeDrafts: false,
      asOf: today(),
    });
  } catch (error) {
    throw new SideBuildError(side, formatBuildError(error, root));
  }
}
