import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPage, NewPageError } from '../tools/new-page/create-page';
import { newPageKind } from '../tools/new-page/kinds';
import { usage } from '../tools/new-page/usage';
import { projectRoot } from '../builder/project-root';

function localToday(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}

// PAGES_DIR, as the dev server honours it, lets tests start pages in a folder of their own.
const pagesDir = process.env.PAGES_DIR ? resolve(process.env.PAGES_DIR) : resolve(projectRoot, 'pages');
const pagesLabel = relative(process.cwd(), pagesDir).split('\\').join('/') || '.';

function fail(message: string): never {
  console.error(`${message}\n`);
  console.error(usage(pagesLabel));
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { slug: { type: 'string' } },
  strict: false,
});
const [kindName, title, ...extra] = positionals;
if (kindName === undefined) {
  console.log(usage(pagesLabel));
  process.exit(0);
}
const kind = newPageKind(kindName);
if (!kind) fail(`There is no kind of page called "${kindName}".`);
if (title === undefined || title.trim() === '')
  fail(`Give the new page's title in quotes: npm run new -- ${kind.name} "The title"`);
if (extra.length) fail(`Put the whole title in quotes: npm run new -- ${kind.name} "${[title, ...extra].join(' ')}"`);
const slug = typeof values.slug === 'string' ? values.slug : undefined;

try {
  const page = createPage({
    kind,
    title: title.trim(),
    slug,
    pagesDir,
    pagesLabel,
    today: localToday(),
  });
  console.log(`Created ${pagesLabel}/${page.file}, ${kind.label}, as a draft.`);
  console.log(
    `Fill in its empty fields and every TODO, see it at ${page.path} with npm run dev, then delete draft: true to publish.`,
  );
} catch (error) {
  if (!(error instanceof NewPageError)) throw error;
  console.error(error.message);
  process.exit(1);
}
