import { describe, expect, it } from 'vitest';
import { ContentError } from '../../../src/shared/content-error';
import { parsePage } from '../../../content/frontmatter';
import { collections } from '../../../src/shared/collections';
import { baseSchema, schemaFor } from '../../../src/shared/schema';

const file = 'pages/x.mdx';
const allowed =
  'title, description, aliases, lang, image, date, expires, updated, reviewBy, order, draft, noindex, allowHashLinks, nav';

function parse(text: string) {
  return parsePage(file, text, baseSchema);
}

/** The ContentError message `text` fails with. */
function messageOf(text: string): string {
  try {
    parse(text);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).message;
  }
  throw new Error('expected parsePage to throw');
}

const page = (...lines: string[]) => ['---', ...lines, '---', '', '# Heading', ''].join('\n');

describe('parsePage: valid pages', () => {
  it('fills in the defaults', () => {
    const { data } = parse(page('title: About', 'description: Who we are'));
    expect(data).toEqual({
      title: 'About',
      description: 'Who we are',
      aliases: [],
      lang: 'en',
      draft: false,
      noindex: false,
      allowHashLinks: false,
    });
  });

  it('turns an unquoted YAML date into YYYY-MM-DD', () => {
    const { data } = parse(page('title: News', 'description: D', 'date: 2026-04-15'));
    expect(data.date).toBe('2026-04-15');
  });

  it('keeps a quoted date as written', () => {
    expect(parse(page('title: News', 'description: D', 'date: "2026-01-02"')).data.date).toBe('2026-01-02');
  });

  it('trims title and description', () => {
    const { data } = parse(page('title: "  About  "', 'description: " D "'));
    expect(data.title).toBe('About');
    expect(data.description).toBe('D');
  });

  it('keeps the file line numbering for the body', () => {
    const text = ['---', 'title: About', 'description: D', 'draft: true', '---', '', '# Heading', 'Text'].join('\n');
    const { body, frontmatterLines } = parse(text);
    expect(frontmatterLines).toBe(5);
    const fileLines = text.split('\n');
    const bodyLines = body.split('\n');
    // Body line i (0-based) is file line frontmatterLines + 1 + i (1-based).
    expect(bodyLines[1]).toBe('# Heading');
    expect(fileLines[frontmatterLines + 1]).toBe('# Heading');
    expect(bodyLines[2]).toBe('Text');
    expect(fileLines[frontmatterLines + 2]).toBe('Text');
  });

  it('keeps the line numbering with Windows line endings', () => {
    const { body, frontmatterLines } = parse('---\r\ntitle: About\r\ndescription: D\r\n---\r\nBody\r\n');
    expect(frontmatterLines).toBe(4);
    expect(body).toBe('Body\r\n');
  });

  it('reads string and object aliases', () => {
    const { data } = parse(
      page('title: T', 'description: D', 'aliases:', '  - /old', '  - path: /older', '    anchor: team'),
    );
    expect(data.aliases).toEqual(['/old', { path: '/older', anchor: 'team' }]);
  });
});

describe('parsePage: problems', () => {
  it('points a missing field at the closing --- line', () => {
    expect(messageOf(page('title: About'))).toBe(
      'pages/x.mdx:3: description: write the description (one or two sentences for search results and link previews)',
    );
    expect(messageOf(['---', 'title: About', '', '---', 'Body'].join('\n'))).toBe(
      'pages/x.mdx:4: description: write the description (one or two sentences for search results and link previews)',
    );
  });

  it('gives the length of an over-long description', () => {
    expect(messageOf(page('title: About', `description: ${'a'.repeat(161)}`))).toBe(
      'pages/x.mdx:3: description: Must be at most 160 characters (it has 161)',
    );
  });

  it('accepts a description of exactly 160 characters', () => {
    expect(parse(page('title: About', `description: ${'a'.repeat(160)}`)).data.description).toHaveLength(160);
  });

  it('names an unknown field and the allowed ones', () => {
    expect(messageOf(page('title: About', 'description: D', 'author: Me'))).toBe(
      `pages/x.mdx:4: author: Unknown field; allowed fields are ${allowed}`,
    );
  });

  it('takes a field written in the wrong case or with a small typo for a slip, as one problem', () => {
    expect(messageOf(page('Title: About', 'description: D'))).toBe(
      'pages/x.mdx:2: Title: Unknown field; did you mean title?',
    );
    expect(messageOf(page('title: About', 'descripton: D'))).toBe(
      'pages/x.mdx:3: descripton: Unknown field; did you mean description?',
    );
    expect(messageOf(page('title: About', 'description: D', 'nav:', '  menu: services', '  lable: Cloud'))).toBe(
      'pages/x.mdx:6: nav.lable: Unknown field; did you mean label?',
    );
  });

  it('names a key written twice and both its lines', () => {
    expect(messageOf(page('title: About', 'description: D', '', 'title: Again'))).toBe(
      'pages/x.mdx:5: `title` is written twice, on lines 2 and 5; keep one',
    );
    expect(messageOf(page('title: About', 'description: D', 'nav:', '  menu: services', '  menu: about'))).toBe(
      'pages/x.mdx:6: `menu` is written twice, on lines 5 and 6; keep one',
    );
  });

  it('names a line indented with a tab, which YAML would move to another level without a word', () => {
    expect(messageOf(page('title: About', 'description: D', 'nav:', '\tmenu: services'))).toBe(
      'pages/x.mdx:5:1: this line is indented with a tab; fields are indented with spaces, not tabs: replace the tab with spaces',
    );
  });

  it('explains a wrong type in plain words', () => {
    expect(messageOf(page('title: About', 'description: D', 'draft: "yes"'))).toBe(
      'pages/x.mdx:4: draft: Must be true or false',
    );
    expect(messageOf(page('title: About', 'description: D', 'aliases: /old'))).toBe(
      'pages/x.mdx:4: aliases: Must be a list',
    );
  });

  it('lists the allowed values of an enum', () => {
    expect(messageOf(page('title: About', 'description: D', 'lang: fr'))).toBe(
      'pages/x.mdx:4: lang: Must be one of en, hi',
    );
  });

  it('says an empty title must not be empty', () => {
    expect(messageOf(page('title: "   "', 'description: D'))).toBe('pages/x.mdx:2: title: write the title');
  });

  it('points a bad alias path at its list item', () => {
    expect(messageOf(page('title: About', 'description: D', 'aliases:', '  - /ok', '  - About_Us'))).toBe(
      'pages/x.mdx:6: aliases 2: Must be a site path such as /about/our-story',
    );
  });

  it('points a bad alias in a flow list at the key line', () => {
    expect(messageOf(page('title: About', 'description: D', 'aliases: [/ok, Bad]'))).toBe(
      'pages/x.mdx:4: aliases 2: Must be a site path such as /about/our-story',
    );
  });

  it('points a bad anchor of an alias object at the nested field', () => {
    expect(messageOf(page('title: About', 'description: D', 'aliases:', '  - path: /old', '    anchor: 1bad'))).toBe(
      'pages/x.mdx:6: aliases 1.anchor: Must be an element id such as financials',
    );
  });

  it('lists the fields of the alias object for an unknown field inside it', () => {
    expect(
      messageOf(
        page('title: About', 'description: D', 'aliases:', '  - path: /old', '    anchor: team', '    extra: 1'),
      ),
    ).toBe('pages/x.mdx:7: aliases 1.extra: Unknown field; allowed fields are path, anchor');
  });

  it('refuses a date that does not exist instead of moving it', () => {
    expect(messageOf(page('title: News', 'description: D', 'date: 2026-02-30'))).toBe(
      'pages/x.mdx:4: date: 2026-02-30 is not a day in the calendar: February 2026 has 28 days',
    );
  });

  it('hints at quotes for an unquoted value containing ": "', () => {
    expect(messageOf(page('title: About: us', 'description: D'))).toBe(
      'pages/x.mdx:2: this line is not one field, "name: value": if the value contains a colon, put the whole value in quotes',
    );
  });

  it('refuses a file with no frontmatter', () => {
    expect(messageOf('# Hello\n\nText\n')).toBe(
      'pages/x.mdx:1: Fields missing: the file must start with a --- line, then the title and description, then another --- line',
    );
  });

  it('reads a file saved with a byte order mark', () => {
    expect(parse('\uFEFF' + page('title: About', 'description: D')).data.title).toBe('About');
  });

  it('lists several problems sorted by line, one per line', () => {
    expect(messageOf(page('title: ""', 'draft: maybe', 'foo: 1'))).toBe(
      [
        'pages/x.mdx:2: title: write the title',
        'pages/x.mdx:3: draft: Must be true or false',
        `pages/x.mdx:4: foo: Unknown field; allowed fields are ${allowed}`,
        'pages/x.mdx:5: description: write the description (one or two sentences for search results and link previews)',
      ].join('\n'),
    );
  });

  it('keeps every problem on the error', () => {
    try {
      parse(page('draft: 1'));
      expect.unreachable();
    } catch (error) {
      expect((error as ContentError).problems.map((problem) => problem.line)).toEqual([2, 3, 3]);
    }
  });
});

describe('parsePage: a required field left empty says what to choose or write, in the form’s words', () => {
  const problemsOf = (relativeFile: string, ...lines: string[]): string[] => {
    try {
      parsePage(relativeFile, page(...lines), schemaFor(relativeFile, collections));
    } catch (error) {
      if (error instanceof ContentError) return error.problems.map((problem) => problem.message);
      throw error;
    }
    return [];
  };

  it('a choice from a vocabulary, a page, a list of values; a date and an image', () => {
    expect(problemsOf('news/x.mdx', 'title: T', 'description: D', 'date: 2026-01-01', 'kind:')).toEqual([
      'kind: choose one of the news kinds',
    ]);
    const study = ['title: T', 'description: D', 'client: C', 'category: C', 'summary: S', 'challenge: C'];
    expect(problemsOf('case-studies/x.mdx', ...study, 'outcomes: [A]', 'industry:', 'image:', 'imageAlt: A')).toEqual([
      'industry: choose an industry page',
      'image: choose an image',
    ]);
    expect(problemsOf('events/x.mdx', 'title: T', 'description: D', 'location: Online', 'date:')).toEqual([
      'date: choose a date',
    ]);
    expect(problemsOf('x.mdx', 'title: T', 'description: D', 'lang: ""')).toEqual(['lang: Must be one of en, hi']);
  });

  it('text and numbers: the field in words, with its help', () => {
    expect(problemsOf('x.mdx', 'title: ""', 'description:')).toEqual([
      'title: write the title',
      'description: write the description (one or two sentences for search results and link previews)',
    ]);
    const research = ['title: T', 'description: D', 'date: 2026-01-01', 'type: Report', 'summary: S'];
    expect(problemsOf('insights/research/x.mdx', ...research, 'pages:')).toEqual([
      'pages: write the pages (page count of the full document, a whole number)',
    ]);
    const job = ['title: T', 'description: D', 'location: L', 'department: D', 'summary: S', 'datePosted: 2026-01-01'];
    expect(problemsOf('jobs/x.mdx', ...job)).toEqual([
      'address: Fill in the city and country, or, for a remote job, the countries it hires from (Remote from)',
    ]);
    expect(problemsOf('jobs/x.mdx', ...job, 'address:', '  city: London', '  country:')).toEqual([
      'address.country: write the country as its two-letter ISO code, e.g. GB for the United Kingdom, IN for India, US, CA, JP',
    ]);
  });
});
