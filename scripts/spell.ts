import { join, relative, resolve, sep } from 'node:path';
import { projectRoot } from '../builder/project-root';
import { spellCheckedFiles, spellingProblems } from '../builder/spelling/site-spelling';
import { spellingListing } from '../builder/spelling/spelling-listing';

// `npm run spell`, or `npm run spell -- --pages <folder>` for another content folder.
const pagesOption = process.argv.indexOf('--pages');
const pagesDir = resolve(pagesOption === -1 ? join(projectRoot, 'pages') : process.argv[pagesOption + 1]);
const pagesLabel = relative(projectRoot, pagesDir).split(sep).join('/') || '.';

const files = spellCheckedFiles(pagesDir);
const problems = await spellingProblems({
  root: projectRoot,
  pagesDir,
  files,
  cacheDir: join(projectRoot, 'node_modules/.cache/site-spelling'),
});
console.log(spellingListing(problems, files.length, pagesLabel));
process.exitCode = problems.length ? 1 : 0;
