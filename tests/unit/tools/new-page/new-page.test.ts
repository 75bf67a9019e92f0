import { compile } from '@mdx-js/mdx';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VFile } from 'vfile';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPage, NewPageError, type NewPageRequest } from '../../../../tools/new-page/create-page';
import { newPageKind, newPageKinds, type NewPageKind } from '../../../../tools/new-page/kinds';
import { requiredFields } from '../../../../tools/new-page/frontmatter-values';
import { projectRoot } from '../../../../builder/project-root';
import { collections } from '../../../../src/shared/collections';
import { ContentError } from '../../../../src/shared/content-error';
import { parsePage } from '../../../../content/frontmatter';
import { mdxOptions } from '../../../../content/mdx/mdx-options';
import { schemaFor } from '../../../../src/shared/schema';

let pagesDir: string;

beforeEach(() => {
  pagesDir = mkdtempSync(join(tmpdir(), 'new-page-'));
  for (const page of ['industries/banking.mdx', 'industries/retail.mdx', 'services/cloud.mdx']) {
    mkdirSync(join(pagesDir, page, '..'), { recursive: true });
    writeFileSync(join(pagesDir, page), '---\ntitle: T\ndescription: D\n---\n');
  }
});

afterEach(() => rmSync(pagesDir, { recursive: true, force: true }));

function request(kind: NewPageKind | string, title: string, extra: Partial<NewPageRequest> = {}): NewPageRequest {
  const found = typeof kind === 'string' ? newPageKind(kind) : kind;
  if (!found) throw new Error(`no kind ${typeof kind === 'string' ? kind : kind.name}`);
  return {
    kind: found,
    title,
    pagesDir,
    pagesLabel: 'pages',
    today: '2026-05-04',
    ...extra,
  };
}

function problemsOf(file: string, text: string): string[] {
  try {
    parsePage(file, text, schemaFor(file, collections));
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((problem) => problem.message);
    throw error;
  }
  return [];
}

describe('npm run new: every kind', () => {
  it.each(newPageKinds.map((kind) => [kind.name, kind]))(
    '%s: a draft in its folder, with every required field, whose text compiles',
    async (_, kind) => {
      const { file, path, text } = createPage(request(kind, 'Cloud & the new retail'));
      expect(file).toBe(`${kind.folder ? `${kind.folder}/` : ''}cloud-and-the-new-retail.mdx`);
      expect(path).toBe(`/${file.replace(/\.mdx$/, '')}`);
      expect(readFileSync(join(pagesDir, file), 'utf8')).toBe(text);

      const schema = schemaFor(file, collections);
      for (const field of [...requiredFields(schema), ...(kind.alsoFields ?? [])])
        expect(text).toMatch(new RegExp(`^${field}:`, 'm'));
      expect(text).toMatch(/^title: "Cloud & the new retail"$/m);
      expect(text).toMatch(/^draft: true$/m);
      // tests/content/new-page-kinds.test.ts fills the empty fields and builds each kind.
      const body = text.slice(text.indexOf('\n---\n') + 5);
      await compile(new VFile({ path: file, value: body }), mdxOptions({ root: projectRoot, development: false }));

      // Published as it is, every TODO and every empty field is named, in words the studio's form can act on.
      const problems = problemsOf(file, text.replace('draft: true\n', ''));
      const todos = text.split('\n').filter((line) => /\bTODO\b/.test(line) && !line.startsWith('#'));
      const empty = text
        .split('\n---\n')[0]
        .split('\n')
        .filter((line) => /^\s*\w+:$/.test(line) && !/^(address|outcomes|languages):$/.test(line));
      expect(problems.length).toBe(todos.length + empty.length);
      for (const problem of problems)
        expect(problem).toMatch(/^([\w .]+: (still a placeholder|choose|write)|the text still has a placeholder)/);
      expect(text).not.toMatch(/# TODO|src\/|\.ts\b/);
    },
  );
});

describe('npm run new: what it writes', () => {
  it('a case study: text to write, and the choices marked with what to choose', () => {
    const { text } = createPage(request('case-study', 'Out of the data center in 14 months'));
    expect(text.split('\n---\n')[0]).toBe(
      [
        '---',
        '# A new case study, a draft: the site leaves it out until draft: true is deleted (or Draft unticked).',
        '# Before that, fill in every empty field, and write the real text wherever it says TODO, here and below.',
        'title: "Out of the data center in 14 months"',
        'description: "TODO: One or two sentences for search results and link previews, at most 160 characters"',
        'image:',
        'client: "TODO: text, at most 80 characters"',
        'industry:',
        'category: "TODO: text, at most 40 characters"',
        'summary: "TODO: One or two sentences for the card, with the headline figure, at most 220 characters"',
        'challenge: "TODO: The problem the client had, one or two sentences, at most 400 characters"',
        'outcomes:',
        '  - "TODO: text, at most 80 characters"',
        'imageAlt: "TODO: What the image shows, for people who cannot see it, at most 140 characters"',
        'draft: true',
      ].join('\n'),
    );
  });

  it('a white paper is a research item of type White Paper; a news item is dated today, its kind left to choose', () => {
    expect(createPage(request('white-paper', 'Zero trust')).text).toMatch(/^type: "White Paper"$/m);
    const news = createPage(request('news', 'We opened an office')).text;
    expect(news).toMatch(/^date: "2026-05-04"\nkind:\n/m);
    expect(problemsOf('news/x.mdx', news)).toEqual(['kind: choose one of the news kinds']);
  });

  it('an event shows its date, time and place; its day is left to choose', () => {
    const { text } = createPage(request('event', 'Cloud breakfast'));
    expect(text).toMatch(/^date:\n/m);
    expect(text).toContain('<EventDetails />');
    expect(problemsOf('events/x.mdx', text)).toEqual(['date: choose a date']);
  });

  it('a job shows its place, type and pay; it is posted today, its country left to choose', () => {
    const { text } = createPage(request('job', 'Data engineer'));
    expect(text).toMatch(/^datePosted: "2026-05-04"$/m);
    expect(text).toContain('<JobDetails />');
    expect(problemsOf('jobs/x.mdx', text)).toEqual([
      'address.country: write the country as its two-letter ISO code, e.g. GB for the United Kingdom, IN for India, US, CA, JP',
    ]);
  });

  it('a theme lists its own insights', () => {
    expect(createPage(request('theme', 'Quantum computing')).text).toContain(
      '<ThemeInsights theme="quantum-computing" />',
    );
  });

  it('takes the kind as a copywriter may write it', () => {
    expect(newPageKind('Case study')?.name).toBe('case-study');
    expect(newPageKind('blog_post')?.name).toBe('blog-post');
    expect(newPageKind('podcast')).toBeUndefined();
  });
});

describe('npm run new: what it refuses', () => {
  it('a file that is there already, or a page at the same address', () => {
    createPage(request('blog-post', 'Cloud lessons'));
    expect(() => createPage(request('blog-post', 'Cloud lessons'))).toThrow(
      new NewPageError('pages/blog/cloud-lessons.mdx already exists; choose another title, or a file name with --slug'),
    );
    mkdirSync(join(pagesDir, 'news/opening'), { recursive: true });
    writeFileSync(join(pagesDir, 'news/opening/index.mdx'), '');
    expect(() => createPage(request('news', 'Opening'))).toThrow('pages/news/opening/index.mdx already exists');
  });

  it('a title the schema refuses, a title with nothing to name the file after, a bad --slug', () => {
    expect(() => createPage(request('page', 'x'.repeat(71)))).toThrow(
      new NewPageError('title: Must be at most 70 characters (it has 71)'),
    );
    expect(() => createPage(request('page', '¿!'))).toThrow(
      '"¿!" has no letters or digits to name the file after; give a name with --slug',
    );
    expect(() => createPage(request('page', 'About', { slug: 'About_Us' }))).toThrow(
      '--slug About_Us: use lower-case letters, digits and dashes, e.g. five-lessons',
    );
    expect(() => createPage(request('page', 'Index'))).toThrow('index is the name of a folder’s own page');
  });

  it('uses --slug for the file name when given', () => {
    expect(createPage(request('region', 'United Kingdom', { slug: 'uk' })).file).toBe('regions/uk.mdx');
  });
});
