import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFrontmatterYaml } from '../../../content/frontmatter-yaml';
import { readFrontmatter, setFrontmatterField } from '../../../studio/shared/frontmatter-edit';

const pagesDir = join(import.meta.dirname, '../../../pages');

function pageFiles(folder = pagesDir): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    return entry.name.endsWith('.mdx') ? [path] : [];
  });
}

const realPage = (file: string) => readFileSync(join(pagesDir, file), 'utf8');

/** The lines a change replaced: what the two texts hold between their common first and last lines. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

// A real case study, with comments and quoting added where copywriters put them.
const caseStudy = realPage('case-studies/banking-cloud.mdx')
  .replace(
    '---\ntitle: Out of the data centre in 14 months, with run costs down 35%',
    '---\n# Shown in the browser tab and search results.\ntitle: "Out of the data centre in 14 months, with run costs down 35%" # keep it short',
  )
  .replace(
    '  - 320 applications migrated in 14 months',
    "  # From the client's own report.\n  - 320 applications migrated in 14 months",
  )
  .replace('image: ', '\n# The card picture.\nimage: ');

describe('setFrontmatterField', () => {
  it('changes a double-quoted title on its own line, still double-quoted, with its comment', () => {
    const changed = setFrontmatterField(caseStudy, ['title'], 'Out of the data centre in a year');
    expect(changedLines(caseStudy, changed)).toEqual({
      removed: ['title: "Out of the data centre in 14 months, with run costs down 35%" # keep it short'],
      added: ['title: "Out of the data centre in a year" # keep it short'],
    });
    expect(readFrontmatter(changed).data.title).toBe('Out of the data centre in a year');
  });

  it('quotes text that needs it, and only that', () => {
    const star = setFrontmatterField(caseStudy, ['category'], '*Cloud* migration');
    expect(changedLines(caseStudy, star).added).toEqual(['category: "*Cloud* migration"']);
    const colon = setFrontmatterField(caseStudy, ['client'], 'Bank: Western Europe');
    expect(changedLines(caseStudy, colon).added).toEqual(['client: "Bank: Western Europe"']);
    const plain = setFrontmatterField(caseStudy, ['client'], 'Retail bank, Spain');
    expect(changedLines(caseStudy, plain).added).toEqual(['client: Retail bank, Spain']);
    expect(readFrontmatter(star).data.category).toBe('*Cloud* migration');
    expect(readFrontmatter(colon).data.client).toBe('Bank: Western Europe');
  });

  it('adds, removes, changes and reorders list items, touching only their lines', () => {
    const outcomes = readFrontmatter(caseStudy).data.outcomes as string[];
    expect(outcomes).toHaveLength(3);

    const added = setFrontmatterField(caseStudy, ['outcomes'], [...outcomes, 'Zero customer-facing outages']);
    expect(changedLines(caseStudy, added)).toEqual({ removed: [], added: ['  - Zero customer-facing outages'] });

    const appended = setFrontmatterField(caseStudy, ['outcomes', 3], 'Zero customer-facing outages');
    expect(appended).toBe(added);

    const removed = setFrontmatterField(caseStudy, ['outcomes', 0], undefined);
    expect(changedLines(caseStudy, removed)).toEqual({ removed: ['  - 35% lower infrastructure run cost'], added: [] });

    // An item's comment goes with it.
    const removedCommented = setFrontmatterField(caseStudy, ['outcomes'], [outcomes[0], outcomes[2]]);
    expect(changedLines(caseStudy, removedCommented)).toEqual({
      removed: ["  # From the client's own report.", '  - 320 applications migrated in 14 months'],
      added: [],
    });

    const changed = setFrontmatterField(caseStudy, ['outcomes', 1], '330 applications migrated in 14 months');
    expect(changedLines(caseStudy, changed)).toEqual({
      removed: ['  - 320 applications migrated in 14 months'],
      added: ['  - 330 applications migrated in 14 months'],
    });

    const reordered = setFrontmatterField(caseStudy, ['outcomes'], [outcomes[2], outcomes[0], outcomes[1]]);
    expect(readFrontmatter(reordered).data.outcomes).toEqual([outcomes[2], outcomes[0], outcomes[1]]);
    expect(changedLines(caseStudy, reordered)).toEqual({
      removed: [
        '  - 35% lower infrastructure run cost',
        "  # From the client's own report.",
        '  - 320 applications migrated in 14 months',
        '  - 97% faster test environment provisioning',
      ],
      added: [
        '  - 97% faster test environment provisioning',
        '  - 35% lower infrastructure run cost',
        "  # From the client's own report.",
        '  - 320 applications migrated in 14 months',
      ],
    });
  });

  it('sets a boolean, removes a field and adds a new one after the last', () => {
    const draft = setFrontmatterField(caseStudy, ['draft'], true);
    expect(changedLines(caseStudy, draft)).toEqual({ removed: [], added: ['draft: true'] });
    expect(draft.split('\n---\n')[0].endsWith('draft: true')).toBe(true);
    const published = setFrontmatterField(draft, ['draft'], false);
    expect(changedLines(draft, published)).toEqual({ removed: ['draft: true'], added: ['draft: false'] });
    expect(setFrontmatterField(draft, ['draft'], undefined)).toBe(caseStudy);
    const noCategory = setFrontmatterField(caseStudy, ['category'], undefined);
    expect(changedLines(caseStudy, noCategory)).toEqual({ removed: ['category: Cloud migration'], added: [] });
  });

  it('edits nested fields, making a missing group and removing an emptied one', () => {
    const withNav = setFrontmatterField(caseStudy, ['nav', 'label'], 'Bank cloud');
    expect(changedLines(caseStudy, withNav)).toEqual({ removed: [], added: ['nav:', '  label: Bank cloud'] });
    const relabelled = setFrontmatterField(
      withNav.replace('  label: Bank cloud', '  label: Bank cloud # menu text\n  order: 2'),
      ['nav', 'label'],
      'Cloud',
    );
    expect(changedLines(withNav, relabelled)).toEqual({
      removed: ['  label: Bank cloud'],
      added: ['  label: Cloud # menu text', '  order: 2'],
    });
    expect(setFrontmatterField(withNav, ['nav', 'label'], undefined)).toBe(caseStudy);
  });

  it('keeps a flow list a flow list, and objects in a list', () => {
    const page = realPage('services/ai-analytics.mdx');
    const aliased = setFrontmatterField(page, ['aliases'], ['/ai', '/services/analytics']);
    expect(changedLines(page, aliased)).toEqual({
      removed: ['aliases: [/ai]'],
      added: ['aliases: [/ai, /services/analytics]'],
    });
    const investors = realPage('investors.mdx');
    const aliases = readFrontmatter(investors).data.aliases as unknown[];
    const moreAliases = setFrontmatterField(investors, ['aliases'], [...aliases, '/investor-relations']);
    expect(changedLines(investors, moreAliases)).toEqual({ removed: [], added: ['  - /investor-relations'] });
    const anchor = setFrontmatterField(investors, ['aliases', 1, 'anchor'], 'results');
    expect(changedLines(investors, anchor)).toEqual({
      removed: ['    anchor: financials'],
      added: ['    anchor: results'],
    });
  });

  it('starts a frontmatter block in a file without one, and keeps CRLF line ends', () => {
    expect(setFrontmatterField('Just a body\n', ['title'], 'New page')).toBe(
      '---\ntitle: New page\n---\nJust a body\n',
    );
    const crlf = caseStudy.replace(/\n/g, '\r\n');
    const changed = setFrontmatterField(crlf, ['category'], 'Cloud exit');
    expect(changed).toBe(setFrontmatterField(caseStudy, ['category'], 'Cloud exit').replace(/\n/g, '\r\n'));
  });

  it('handles the shapes of YAML copywriters meet: empty frontmatter, block text, lists of groups, inline groups', () => {
    expect(setFrontmatterField('---\n---\nBody\n', ['title'], 'New')).toBe('---\ntitle: New\n---\nBody\n');
    expect(setFrontmatterField('---\n# only a comment\n---\n', ['title'], 'New')).toBe(
      '---\n# only a comment\ntitle: New\n---\n',
    );
    const folded = '---\ntitle: A\ndescription: >-\n  Folded text\n  over lines.\nimage: /x.png\n---\n';
    expect(setFrontmatterField(folded, ['description'], 'Short now')).toBe(
      '---\ntitle: A\ndescription: >-\n  Short now\nimage: /x.png\n---\n',
    );
    const stats = '---\ntitle: A\nstats:\n  - value: 1\n    label: One # first\n  - value: 2\n    label: Two\n---\n';
    expect(
      setFrontmatterField(
        stats,
        ['stats'],
        [
          { value: 1, label: 'One' },
          { value: 3, label: 'Two' },
        ],
      ),
    ).toBe(stats.replace('value: 2', 'value: 3'));
    expect(setFrontmatterField(stats, ['stats', 0, 'label'], undefined)).toBe(
      stats.replace('    label: One # first\n', ''),
    );
    expect(setFrontmatterField('---\nnav: { menu: services, order: 4 }\n---\n', ['nav', 'label'], 'Data')).toBe(
      '---\nnav: { menu: services, order: 4, label: Data }\n---\n',
    );
    expect(setFrontmatterField('---\nlist: []\n---\n', ['list'], ['x'])).toBe('---\nlist:\n  - x\n---\n');
    expect(setFrontmatterField('---\nlist:\n  - x\n---\n', ['list'], [])).toBe('---\nlist: []\n---\n');
    expect(setFrontmatterField('---\nlist:\n- x\n- y\n---\n', ['list'], ['x', 'z', 'y'])).toBe(
      '---\nlist:\n- x\n- z\n- y\n---\n',
    );
    expect(setFrontmatterField('---\nnav:\n---\n', ['nav', 'menu'], 'services')).toBe(
      '---\nnav:\n  menu: services\n---\n',
    );
    expect(setFrontmatterField("---\ntitle: 'It''s'\n---\n", ['title'], "Don't")).toBe("---\ntitle: 'Don''t'\n---\n");
  });

  it('refuses to edit YAML that does not parse, rather than guess', () => {
    expect(() => setFrontmatterField('---\ntitle: [unclosed\n---\n', ['title'], 'x')).toThrow(
      'The fields cannot be changed until the page source is fixed: a list in [ ] or { } here is not closed, or two of its items have no comma between them: check the brackets and commas',
    );
  });

  it(
    'gives back every real page byte for byte when a field is set to what it holds, and changes one line for a title',
    { timeout: 60_000 },
    () => {
      for (const path of pageFiles()) {
        const text = readFileSync(path, 'utf8');
        const { data } = readFrontmatter(text);
        for (const [field, value] of Object.entries(data))
          expect(setFrontmatterField(text, [field], value), `${relative(pagesDir, path)}: ${field}`).toBe(text);
        if (typeof data.title !== 'string') continue;
        const changed = setFrontmatterField(text, ['title'], 'A new title');
        const { removed, added } = changedLines(text, changed);
        expect(removed.length, relative(pagesDir, path)).toBe(1);
        expect(added.length, relative(pagesDir, path)).toBe(1);
        expect(readFrontmatter(changed).data).toEqual({ ...data, title: 'A new title' });
      }
    },
  );
});

describe('readFrontmatter', () => {
  it('reads every real page as the site reads it (dates as text)', { timeout: 60_000 }, () => {
    for (const path of pageFiles()) {
      const text = readFileSync(path, 'utf8');
      const yaml = /^---\n([\s\S]*?\n)---/.exec(text)?.[1] ?? '';
      const { data, error } = readFrontmatter(text);
      expect(error, relative(pagesDir, path)).toBeNull();
      expect(data, relative(pagesDir, path)).toEqual(readFrontmatterYaml(yaml).data);
    }
  });

  it('places fields on lines and lines in fields', () => {
    const fields = readFrontmatter(caseStudy);
    const lines = caseStudy.split('\n');
    const lineOf = (start: string) => lines.findIndex((line) => line.startsWith(start)) + 1;
    expect(fields.fieldAtLine(lineOf('title:'))).toEqual(['title']);
    expect(fields.fieldAtLine(lineOf('  - 320'))).toEqual(['outcomes', 1]);
    expect(fields.fieldAtLine(lineOf('outcomes:'))).toEqual(['outcomes']);
    expect(fields.fieldAtLine(1)).toBeNull();
    expect(fields.fieldAtLine(lineOf('<Hero'))).toBeNull();
    expect(fields.lineOfField(['outcomes', 2])).toBe(lineOf('  - 97%'));
    expect(fields.lineOfField(['image'])).toBe(lineOf('image:'));
    expect(fields.lineOfField(['nothing'])).toBeNull();
  });

  it('says what is wrong with YAML that does not parse, on the file line', () => {
    const { error, data } = readFrontmatter('---\ntitle: Cloud\ntitle: Again\ndescription: A page.\n---\nBody\n');
    expect(error).toEqual({ line: 3, message: 'this field is written twice: keep one of the two' });
    expect(data).toBeTypeOf('object');
    expect(readFrontmatter('---\ntitle: [unclosed\n---\n').error?.message).toMatch(/\[ \]/);
    expect(readFrontmatter('No frontmatter here').data).toEqual({});
  });

  it('drops the # TODO mark npm run new puts after a guessed value, once the value is set, and keeps other comments', () => {
    const text =
      '---\n# replace every TODO\nindustry: "automotive" # TODO: one of banking, retail\nimage: "/images/a.svg" # kept\n---\n\nBody\n';
    const edited = setFrontmatterField(setFrontmatterField(text, ['industry'], 'banking'), ['image'], '/images/b.svg');
    expect(edited).toBe('---\n# replace every TODO\nindustry: "banking"\nimage: "/images/b.svg" # kept\n---\n\nBody\n');
  });
});
