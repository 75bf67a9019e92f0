import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/shared/content-error';
import { readContentFolder } from './content-folder';

const read = readContentFolder;

const themePage = (title: string, draft = false) =>
  ['---', `title: ${title}`, 'description: D', ...(draft ? ['draft: true'] : []), '---', ''].join('\n');
const blogPost = (...themes: string[]) =>
  [
    '---',
    'title: T',
    'description: D',
    'category: AI & Data',
    'date: "2025-04-02"',
    'author: A',
    'authorRole: R',
    'summary: S',
    'themes:',
    ...themes.map((theme) => `  - ${theme}`),
    '---',
    '',
  ].join('\n');
const researchItem = (themes: string) =>
  [
    '---',
    'title: W',
    'description: D',
    'type: White Paper',
    'date: "2025-04-02"',
    'summary: S',
    'pages: 12',
    `themes: ${themes}`,
    '---',
    '',
  ].join('\n');

const themePages = {
  'insights/themes/cloud-native.mdx': themePage('Cloud Native'),
  'insights/themes/future-of-work.mdx': themePage('Future of Work'),
};

describe('theme references', () => {
  it('accepts themes that have a page', () => {
    const { pages, broken } = read({ ...themePages, 'blog/post.mdx': blogPost('future-of-work', 'cloud-native') });
    expect(broken).toEqual([]);
    expect(pages.map((page) => page.path)).toContain('/blog/post');
  });

  it('refuses a theme with no page, on the line naming it, and leaves only that page out', () => {
    const { pages, broken } = read({
      ...themePages,
      'blog/post.mdx': blogPost('future-of-work', 'quantum'),
      'whitepapers/paper.mdx': researchItem('[cloud-natve]'),
    });
    expect(broken.map((page) => page.path)).toEqual(['/blog/post', '/whitepapers/paper']);
    expect(broken.flatMap((page) => page.problems).map(formatProblem)).toEqual([
      'pages/blog/post.mdx:11: themes 2: no theme page /insights/themes/quantum; the themes are cloud-native, future-of-work',
      'pages/whitepapers/paper.mdx:8: themes 1: no theme page /insights/themes/cloud-natve; the themes are cloud-native, future-of-work',
    ]);
    expect(pages.map((page) => page.path).sort()).toEqual([
      '/insights/themes/cloud-native',
      '/insights/themes/future-of-work',
    ]);
  });

  it('a draft theme page counts only when drafts are built', () => {
    const files = {
      ...themePages,
      'insights/themes/quantum.mdx': themePage('Quantum', true),
      'blog/post.mdx': blogPost('quantum'),
    };
    expect(read(files, true).broken).toEqual([]);
    expect(
      read(files)
        .broken.flatMap((page) => page.problems)
        .map(formatProblem),
    ).toEqual([
      'pages/blog/post.mdx:10: themes 1: no theme page /insights/themes/quantum; the themes are cloud-native, future-of-work',
    ]);
  });

  it('only pages directly in insights/themes/ are themes', () => {
    const { broken } = read({
      ...themePages,
      'insights/themes/extra/deep.mdx': themePage('Deep'),
      'blog/post.mdx': blogPost('deep'),
    });
    expect(broken.flatMap((page) => page.problems).map((problem) => problem.message)).toEqual([
      'themes 1: no theme page /insights/themes/deep; the themes are cloud-native, future-of-work',
    ]);
  });
});

const caseStudy = (industry: string, service?: string) =>
  [
    '---',
    'title: T',
    'description: D',
    'client: C',
    `industry: ${industry}`,
    ...(service ? [`service: ${service}`] : []),
    'category: K',
    'summary: S',
    'challenge: C',
    'outcomes: [40% faster]',
    'image: /images/illustrations/cloud.svg',
    'imageAlt: A',
    '---',
    '',
  ].join('\n');
const sectionPages = {
  'industries/banking.mdx': themePage('Banking'),
  'industries/retail.mdx': themePage('Retail'),
  'services/cloud.mdx': themePage('Cloud'),
  'services/cloud/migration.mdx': themePage('Migration'),
};

describe('industry and service references', () => {
  it('accepts an industry and a service that have a page', () => {
    expect(read({ ...sectionPages, 'case-studies/study.mdx': caseStudy('banking', 'cloud') }).broken).toEqual([]);
  });

  it('refuses an industry or service with no page, on its line, naming the ones there are', () => {
    const { pages, broken } = read({ ...sectionPages, 'case-studies/study.mdx': caseStudy('bankng', 'migration') });
    expect(broken.flatMap((page) => page.problems).map(formatProblem)).toEqual([
      'pages/case-studies/study.mdx:5: industry: no industry page /industries/bankng; the industries are banking, retail',
      'pages/case-studies/study.mdx:6: service: no service page /services/migration; the services are cloud',
    ]);
    expect(pages.map((page) => page.path)).not.toContain('/case-studies/study');
  });
});
