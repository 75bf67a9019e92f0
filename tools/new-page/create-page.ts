import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { z } from 'zod';
import { dirname, join } from 'node:path';
import { collections } from '../../src/shared/collections';
import { issueMessage } from '../../src/shared/issue-message';
import { routePathOf } from '../../src/shared/route-path';
import { schemaFor, slug as slugSchema } from '../../src/shared/schema';
import { requiredFields, startingValue, type StartingValue } from './frontmatter-values';
import type { NewPageKind } from './kinds';
import { slugFromTitle } from './page-slug';

/** A request the command cannot carry out; its message says why and what to do. */
export class NewPageError extends Error {
  override name = 'NewPageError';
}

export interface NewPageRequest {
  kind: NewPageKind;
  title: string;
  /** The file name without `.mdx`; made from the title when not given. */
  slug?: string;
  /** Absolute path of the content folder. */
  pagesDir: string;
  /** The content folder as messages name it: `pages`. */
  pagesLabel: string;
  /** YYYY-MM-DD, for date fields. */
  today: string;
}

export interface NewPageFile {
  /** Relative to the content folder, with forward slashes: `blog/five-lessons.mdx`. */
  file: string;
  /** The page's URL path: `/blog/five-lessons`. */
  path: string;
  text: string;
}

// JSON text is YAML text in double quotes, so colons, quotes and # in a title need no more thought.
// An empty value (null) is written as nothing after the colon, for the copywriter to fill in.
function yamlText(value: string | boolean | number | null): string {
  if (value === null) return '';
  return ` ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`;
}

function yamlLines(name: string, value: StartingValue): string[] {
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== null);
    if (items.length === 0) return [`${name}: []`];
    return [
      `${name}:`,
      ...items.map((item) => {
        if (typeof item === 'object') throw new Error('a list or object inside a list has no starting value here');
        return `  -${yamlText(item)}`;
      }),
    ];
  }
  if (value !== null && typeof value === 'object')
    return [
      `${name}:`,
      ...Object.entries(value).flatMap(([field, item]) => yamlLines(field, item).map((line) => `  ${line}`)),
    ];
  return [`${name}:${yamlText(value)}`];
}

function checkedSlug({ slug, title }: NewPageRequest): string {
  if (slug !== undefined) {
    if (!slugSchema.safeParse(slug).success)
      throw new NewPageError(`--slug ${slug}: use lower-case letters, digits and dashes, e.g. five-lessons`);
    return slug;
  }
  const made = slugFromTitle(title);
  if (made === '')
    throw new NewPageError(`"${title}" has no letters or digits to name the file after; give a name with --slug`);
  return made;
}

/** The new page's file and text: frontmatter with every required field, `draft: true`, and a body to fill in. */
export function newPageFile(request: NewPageRequest): NewPageFile {
  const { kind, title } = request;
  const slug = checkedSlug(request);
  if (slug === 'index')
    throw new NewPageError('index is the name of a folder’s own page; choose another title or --slug');
  const file = kind.folder ? `${kind.folder}/${slug}.mdx` : `${slug}.mdx`;
  const schema = schemaFor(file, collections);
  const titleSchema = schema.shape.title as z.ZodType;
  const titleProblem = titleSchema.safeParse(title, { reportInput: true }).error?.issues[0];
  if (titleProblem) throw new NewPageError(`title: ${issueMessage(titleProblem, [])}`);

  const fields = [...new Set(['title', 'description', ...requiredFields(schema), ...(kind.alsoFields ?? [])])].filter(
    (name) => name !== 'draft',
  );
  const valueOf = (name: string): StartingValue => {
    const fixed = name === 'title' ? title : kind.fixed?.[name];
    if (fixed !== undefined) return fixed;
    if (kind.leftEmpty?.includes(name)) return null;
    return startingValue(schema.shape[name] as z.ZodType, { today: request.today });
  };
  const frontmatter = [
    `# ${kind.label.replace(/^an? /, 'A new ')}, a draft: the site leaves it out until draft: true is deleted (or Draft unticked).`,
    '# Before that, fill in every empty field, and write the real text wherever it says TODO, here and below.',
    ...fields.flatMap((name) => yamlLines(name, valueOf(name))),
    'draft: true',
  ];
  const text = ['---', ...frontmatter, '---', '', kind.body({ title, slug }), ''].join('\n');
  return { file, path: routePathOf(file) ?? `/${file}`, text };
}

/** Writes the new page, refusing to replace a file or a page already at its path. */
export function createPage(request: NewPageRequest): NewPageFile {
  const page = newPageFile(request);
  const target = join(request.pagesDir, page.file);
  // pages/news/x/index.mdx is the same URL as pages/news/x.mdx.
  for (const existing of [page.file, page.file.replace(/\.mdx$/, '/index.mdx')]) {
    if (existsSync(join(request.pagesDir, existing))) {
      throw new NewPageError(
        `${request.pagesLabel}/${existing} already exists; choose another title, or a file name with --slug`,
      );
    }
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, page.text, { flag: 'wx' });
  return page;
}
