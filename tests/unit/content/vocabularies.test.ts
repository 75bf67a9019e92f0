import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../builder/project-root';
import { formatProblem } from '../../../src/shared/content-error';
import { readContentFolder } from './content-folder';

const realVocabularies = readFileSync(join(projectRoot, 'pages/_vocabularies.yaml'), 'utf8');
const blogPost = (category: string) =>
  [
    '---',
    'title: T',
    'description: D',
    `category: ${category}`,
    'date: "2025-04-02"',
    'author: A',
    'authorRole: R',
    'summary: S',
    '---',
    '',
  ].join('\n');
const job = (type: string) =>
  [
    '---',
    'title: J',
    'description: D',
    'location: London',
    'department: Engineering',
    `employmentType: ${type}`,
    'summary: S',
    'datePosted: 2026-11-02',
    'remoteFrom: [GB]',
    '---',
    '',
  ].join('\n');
const problemsOf = (broken: { problems: Parameters<typeof formatProblem>[0][] }[]) =>
  broken.flatMap((page) => page.problems.map(formatProblem));

describe('vocabularies as data', () => {
  it('refuses a term that is not in its list, on its line, listing the terms and where they live', () => {
    const { broken } = readContentFolder({ 'blog/post.mdx': blogPost('Security'), 'jobs/role.mdx': job('Freelance') });
    expect(problemsOf(broken)).toEqual([
      'pages/blog/post.mdx:4: category: "Security" is not one of the blog categories (pages/_vocabularies.yaml: blogCategories): AI & Data, Cloud & DevOps, Digital Experience, Technology Strategy; use one of them, or add it there',
      'pages/jobs/role.mdx:6: employmentType: "Freelance" is not one of the employment types (pages/_vocabularies.yaml: employmentTypes): Full-time, Part-time, Contract; use one of them, or add it there',
    ]);
  });

  it('takes a new term once a copywriter adds it to the file, with no change to code', () => {
    const extended = realVocabularies.replace('  - Technology Strategy', '  - Technology Strategy\n  - Security');
    const { broken, pages, vocabularies } = readContentFolder({
      '_vocabularies.yaml': extended,
      'blog/post.mdx': blogPost('Security'),
    });
    expect(broken).toEqual([]);
    expect(pages.map((page) => page.path)).toEqual(['/blog/post']);
    expect(vocabularies?.terms.blogCategories.at(-1)).toBe('Security');
  });

  it('checks the file itself: a missing file, a repeated term, a research type no filter shows', () => {
    expect(problemsOf(readContentFolder({ '_vocabularies.yaml': null }).broken)).toEqual([
      'pages/_vocabularies.yaml: missing: it lists the blog categories, research types and other terms pages choose from',
    ]);
    const repeated = realVocabularies.replace('  - Europe', '  - Europe\n  - Europe');
    expect(problemsOf(readContentFolder({ '_vocabularies.yaml': repeated }).broken)).toEqual([
      'pages/_vocabularies.yaml:33: regionAreas: Lists a term twice',
    ]);
    const unfiltered = realVocabularies.replace('  - Survey Report', '  - Survey Report\n  - Field Guide');
    expect(problemsOf(readContentFolder({ '_vocabularies.yaml': unfiltered }).broken)).toEqual([
      'pages/_vocabularies.yaml:19: researchTypes 6: "Field Guide" is in no researchFilters entry; add it to the types of one, or the research page hides its items',
    ]);
  });

  it('checks a filter’s types against the research types', () => {
    const typo = realVocabularies.replace('types: [White Paper]', 'types: [White Papers]');
    expect(problemsOf(readContentFolder({ '_vocabularies.yaml': typo }).broken)).toEqual([
      'pages/_vocabularies.yaml:26: researchFilters 2.types 1: "White Papers" is not one of the research types (pages/_vocabularies.yaml: researchTypes): Research Report, White Paper, Industry Study, Industry Report, Survey Report; use one of them, or add it there',
      'pages/_vocabularies.yaml:15: researchTypes 2: "White Paper" is in no researchFilters entry; add it to the types of one, or the research page hides its items',
    ]);
  });
});
