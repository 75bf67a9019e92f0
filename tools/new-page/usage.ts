import { newPageKinds } from './kinds';

/** What `npm run new` prints with no arguments: how to call it and the kinds of page, with their folders. */
export function usage(pagesLabel: string): string {
  const nameWidth = Math.max(...newPageKinds.map((kind) => kind.name.length)) + 2;
  const labelWidth = Math.max(...newPageKinds.map((kind) => kind.label.length)) + 2;
  const rows = newPageKinds.map(({ name, label, folder }) => {
    const file = [pagesLabel, folder, '<name>.mdx'].filter(Boolean).join('/');
    return `  ${name.padEnd(nameWidth)}${label.padEnd(labelWidth)}${file}`;
  });
  return [
    'Start a new page:  npm run new -- <kind> "<Title>" [--slug <name>]',
    '',
    'Kinds:',
    ...rows,
    '',
    'Example: npm run new -- blog-post "Five lessons from 550 cloud migrations"',
    'The file is named after the title (or --slug). It starts as a draft, with empty fields to fill in',
    'and TODO wherever you have to write something; npm run dev shows drafts, the build leaves them',
    'out and refuses a published page that still has a TODO.',
  ].join('\n');
}
