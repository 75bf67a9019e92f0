import { describe, expect, it } from 'vitest';
import { caseStudySchema, researchSchema } from '../../../src/shared/collections';
import { ContentError } from '../../../src/shared/content-error';
import { parsePage } from '../../../content/frontmatter';
import { baseSchema } from '../../../src/shared/schema';
import type { z } from 'zod';

const file = 'pages/x.mdx';
const page = (lines: string[], body = ['', 'Text.']) => ['---', ...lines, '---', ...body, ''].join('\n');

function messageOf(text: string, schema: z.ZodObject = baseSchema): string {
  try {
    parsePage(file, text, schema);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).message;
  }
  throw new Error('expected parsePage to throw');
}

const research = [
  'title: Cloud costs',
  'description: "TODO: text, at most 160 characters"',
  'date: "2026-11-23" # TODO: the date, YYYY-MM-DD',
  'type: "Research Report" # TODO: one of Research Report, White Paper',
  'summary: "TODO: text, at most 220 characters"',
  'pages: 1 # TODO: a whole number from 1 to 999',
];
const body = ['', '<ResearchHeader />', '', 'TODO: what the research found.'];

describe('placeholders: a draft may hold them, a published page may not', () => {
  it('reads a draft with placeholders as it is written', () => {
    const { data } = parsePage(file, page([...research, 'draft: true'], body), researchSchema);
    expect(data).toMatchObject({
      description: 'TODO: text, at most 160 characters',
      type: 'Research Report',
      pages: 1,
      draft: true,
    });
  });

  it('names every placeholder of a published page, on its line', () => {
    expect(messageOf(page(research, body), researchSchema)).toBe(
      [
        'pages/x.mdx:3: description: still a placeholder (TODO); write the real value before publishing',
        'pages/x.mdx:4: date: still marked TODO; choose the right value in the form, or delete "# TODO" and the words after it from the line in the page source',
        'pages/x.mdx:5: type: still marked TODO; choose the right value in the form, or delete "# TODO" and the words after it from the line in the page source',
        'pages/x.mdx:6: summary: still a placeholder (TODO); write the real value before publishing',
        'pages/x.mdx:7: pages: still marked TODO; choose the right value in the form, or delete "# TODO" and the words after it from the line in the page source',
        'pages/x.mdx:12:1: the text still has a placeholder (TODO); write the real text before publishing',
      ].join('\n'),
    );
  });

  it('names a placeholder in a list by its item', () => {
    const lines = ['title: T', 'description: D', 'aliases:', '  - /old', '  - /older # TODO: check with SEO'];
    expect(messageOf(page(lines))).toBe(
      'pages/x.mdx:6: aliases 2: still marked TODO; choose the right value in the form, or delete "# TODO" and the words after it from the line in the page source',
    );
  });
});

describe('YAML traps', () => {
  const study = (outcomes: string[]) =>
    page([
      'title: T',
      'description: D',
      'client: Bank',
      'industry: banking',
      'category: Cloud',
      'summary: S',
      'challenge: C',
      'outcomes:',
      ...outcomes,
      'image: /images/illustrations/cloud.svg',
      'imageAlt: A',
    ]);

  it('refuses a list item indented one space too far, which would join the item above', () => {
    expect(messageOf(study(['  - 35% lower run cost', '   - 320 applications migrated']), caseStudySchema)).toBe(
      'pages/x.mdx:11: outcomes 1: the line "- 320 applications migrated" is indented further, so it continues the text above; did you mean a new list item? Line up its - with the - above',
    );
  });

  it('takes the same list lined up', () => {
    const { data } = parsePage(
      file,
      study(['  - 35% lower run cost', '  - 320 applications migrated']),
      caseStudySchema,
    );
    expect(data.outcomes).toEqual(['35% lower run cost', '320 applications migrated']);
  });

  it('refuses a number or true/false where text is wanted, quoting it as written', () => {
    expect(messageOf(page(['title: 1.10', 'description: true']))).toBe(
      [
        'pages/x.mdx:2: title: Must be text, but 1.10 is read as a number; put it in quotes: "1.10"',
        'pages/x.mdx:3: description: Must be text, but true is read as true/false; put it in quotes: "true"',
      ].join('\n'),
    );
  });

  it('refuses a number where an item of a list of text is wanted', () => {
    expect(messageOf(study(['  - 35% lower run cost', '  - 320']), caseStudySchema)).toBe(
      'pages/x.mdx:11: outcomes 2: Must be text, but 320 is read as a number; put it in quotes: "320"',
    );
    expect(messageOf(page(['title: T', 'description: D', 'aliases:', '  - 2024']))).toBe(
      'pages/x.mdx:5: aliases 1: Must be text, but 2024 is read as a number; put it in quotes: "2024"',
    );
  });

  it('refuses a date that is not in the calendar, on its line', () => {
    expect(messageOf(page(['title: T', 'description: D', 'date: 2024-02-30']))).toBe(
      'pages/x.mdx:4: date: 2024-02-30 is not a day in the calendar: February 2024 has 29 days',
    );
  });
});
