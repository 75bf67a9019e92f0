import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import type { z } from 'zod';
import { dirname, join } from 'node:path';
import { collections } from '../../src/shared/collections';
import { ContentError } from '../../src/shared/content-error';
import { issueMessage } from '../../src/shared/issue-message';
import { listPageFiles } from '../../content/page-texts';
import { routePathOf } from '../../src/shared/route-path';
import { readVocabularies, type Vocabularies } from '../../content/vocabularies/vocabulary-file';
import { baseSchema, schemaFor, slug as slugSchema } from '../../src/shared/schema';
import { requiredFields, startingValue, type StartingValue, type ValueContext } from './frontmatter-values';
import type { NewPageKind } from './kinds';
import { slugFromTitle } from './page-slug';
import { isIllustrationVariant } from '../../src/components/illustration-choice';

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
  /** Absolute path of `public/`, whose images a new page may start with. */
  publicDir: string;
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
function yamlText({ value, todo }: StartingValue): string {
  if (typeof value === 'object') throw new Error('a list or object inside a list has no starting value here');
  return `${typeof value === 'string' ? JSON.stringify(value) : String(value)}${todo ? ` # TODO: ${todo}` : ''}`;
}

function yamlLines(name: string, start: StartingValue): string[] {
  const { value } = start;
  if (Array.isArray(value)) return [`${name}:`, ...value.map((item) => `  - ${yamlText(item)}`)];
  if (typeof value === 'object')
    return [
      `${name}:`,
      ...Object.entries(value).flatMap(([field, item]) => yamlLines(field, item).map((line) => `  ${line}`)),
    ];
  return [`${name}: ${yamlText(start)}`];
}

/** The vocabularies, when the file reads cleanly; without them a term field starts as a TODO to write. */
function vocabulariesIfReadable(pagesDir: string): Vocabularies | undefined {
  try {
    return readVocabularies(pagesDir, 'pages');
  } catch (error) {
    if (error instanceof ContentError) return undefined;
    throw error;
  }
}

/** What the new page's values may draw on: the site's pages, and its images (`/images/…`). */
function valueContext({ pagesDir, publicDir, today }: NewPageRequest): ValueContext {
  const images = join(publicDir, 'images');
  const files = existsSync(images)
    ? readdirSync(images, { recursive: true, encoding: 'utf8' })
        .map((file) => `/images/${file.split('\\').join('/')}`)
        // Item 10: the illustrations' variants are the site's to pick (src/components/illustration-choice.ts).
        .filter((file) => !isIllustrationVariant(file))
    : [];
  return {
    today,
    paths: listPageFiles(pagesDir).flatMap((page) => routePathOf(page) ?? []),
    files: files.sort(),
    vocabularies: vocabulariesIfReadable(pagesDir),
  };
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

  const context = valueContext(request);
  const fields = [...new Set(['title', 'description', ...requiredFields(schema), ...(kind.alsoFields ?? [])])].filter(
    (name) => name !== 'draft',
  );
  const valueOf = (name: string): StartingValue => {
    const fixed = name === 'title' ? title : kind.fixed?.[name];
    return fixed === undefined ? startingValue(schema.shape[name] as z.ZodType, context) : { value: fixed };
  };
  const reference = schema === baseSchema ? 'src/shared/schema.ts' : 'src/shared/collections.ts';
  const frontmatter = [
    `# ${kind.label.replace(/^a(n?) /, 'A$1 new ')}: replace every TODO (for a value marked # TODO, choose the right one and`,
    '# delete the mark), here and in the text below, then delete draft: true to publish.',
    `# The fields are explained in ${reference}.`,
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
