import { relative, sep } from 'node:path';

/**
 * Folders the build, the benchmark, the reviewer and the tests write into, relative to the
 * project: a change there is never a copywriter's edit. Vite's globs for them (`**\/.dist-*\/**`)
 * let the build's staging folder through, so `npm run build` beside the dev server sent the browser
 * a reload for each page it wrote and logged one line each (8 reloads and 432 lines, measured).
 */
const outputFolders = ['dist', 'dist-server', 'node_modules', '.git', '.bench', 'shots', 'data', 'test-results'];
const testsScratch = ['tests', '.tmp'].join(sep);

/**
 * The dev server's watch filter: true for a path under the build's own output and cache folders
 * (`dist/`, `dist-server/`, `.dist-*` staging folders, `node_modules/.cache`, `.bench/`, the tests'
 * `tests/.tmp/`…), except the content folders being served (the pages, and the public files when
 * given) and the folders above them (a test serves a copy of the pages from `tests/.tmp/`).
 */
export function devWatchIgnored(root: string, ...servedDirs: string[]): (path: string) => boolean {
  const served = servedDirs.map((folder) => relative(root, folder));
  return (path) => {
    const inProject = relative(root, path);
    if (inProject === '' || inProject.startsWith('..')) return false;
    if (
      served.some(
        (folder) => inProject === folder || inProject.startsWith(folder + sep) || folder.startsWith(inProject + sep),
      )
    )
      return false;
    const [top] = inProject.split(sep);
    return (
      outputFolders.includes(top) ||
      top.startsWith('.dist-') ||
      inProject === testsScratch ||
      inProject.startsWith(testsScratch + sep)
    );
  };
}
