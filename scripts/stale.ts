import { join, relative, resolve, sep } from 'node:path';
import { projectRoot } from '../builder/project-root';
import { pagesDueForReview, reviewDueLine } from '../content/publication/review-due';
import { readSite } from '../content/read-site';
import { isoDate } from '../src/shared/schema';
import { today } from '../src/shared/publication/as-of';

// `npm run stale`: the pages past their "Review by" day. `-- --as-of 2027-01-01` asks as of
// another day; `-- --pages <folder>` reads another content folder.
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const pagesDir = resolve(option('--pages') ?? join(projectRoot, 'pages'));
const pagesLabel = relative(projectRoot, pagesDir).split(sep).join('/') || '.';
const asOfText = option('--as-of');
const asOf = asOfText === undefined ? today() : isoDate.safeParse(asOfText).data;
if (asOf === undefined) {
  console.error(`--as-of "${asOfText}": write the day as YYYY-MM-DD, such as 2027-03-01`);
  process.exit(2);
}

const site = readSite({ pagesDir, root: projectRoot, includeDrafts: false, asOf, tolerant: true, checkLinks: false });
const due = pagesDueForReview(site.pages, site.texts, asOf);
if (due.length === 0) {
  console.log(`No page is past its “Review by” day (as of ${asOf}).`);
} else {
  const count = due.length === 1 ? '1 page is past its' : `${due.length} pages are past their`;
  console.log(`${count} “Review by” day (as of ${asOf}), the longest overdue first:\n`);
  for (const page of due) console.log(`  ${reviewDueLine(page, pagesLabel)}`);
}
process.exitCode = due.length ? 1 : 0;
