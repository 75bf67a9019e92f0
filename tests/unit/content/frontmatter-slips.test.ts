import { describe, expect, it } from 'vitest';
import { eventFileSchema } from '../../../src/shared/collections';
import { duplicateTitleProblems, frontmatterWarnings } from '../../../content/frontmatter-slips';
import { formatProblem } from '../../../src/shared/content-error';
import type { PageEntry } from '../../../src/shared/page-entry';

function page(file: string, frontmatter: Record<string, unknown>): { entry: PageEntry; label: string; text: string } {
  const fields = Object.entries(frontmatter).map(([key, value]) => `${key}: ${String(value)}`);
  return {
    entry: {
      file,
      path: `/${file.replace(/\.mdx$/, '')}`,
      frontmatter: { lang: 'en', ...frontmatter } as PageEntry['frontmatter'],
    },
    label: `pages/${file}`,
    text: `---\n${fields.join('\n')}\n---\n\nBody.\n`,
  };
}

const warningsOf = (file: string, frontmatter: Record<string, unknown>) => {
  const { entry, label, text } = page(file, frontmatter);
  return frontmatterWarnings(label, text, entry).map(formatProblem);
};

describe('frontmatter a copy editor would send back', () => {
  it('a title with an emoji, and one over 60 characters, warn on the title line', () => {
    expect(warningsOf('launch.mdx', { description: 'x', title: 'Our launch 🚀' })).toEqual([
      'pages/launch.mdx:3: warning: title: "Our launch 🚀" holds an emoji, which search results and browser tabs show as a box or leave out; write the title in words',
    ]);
    expect(
      warningsOf('report.mdx', { title: 'The annual report of the year in which everything changed for us' }),
    ).toEqual([
      'pages/report.mdx:2: warning: title: "The annual report of the year in which everything changed for us" is 64 characters long; search results cut titles at about 60, so shorten it (the page\'s heading can stay longer)',
    ]);
    expect(warningsOf('acme.mdx', { title: 'Acme® Cloud™ for banks' })).toEqual([]);
  });

  it('an invisible character in any field, named, on its line and column', () => {
    expect(warningsOf('cloud.mdx', { title: 'Cloud', description: 'Cloud\u200Bservices' })).toEqual([
      'pages/cloud.mdx:3:19: warning: an invisible zero-width space (U+200B), pasted with the text, sits right after "Cloud": it splits the word for search and spelling; delete it',
    ]);
  });

  it('a news page without a summary', () => {
    expect(warningsOf('news/award.mdx', { title: 'An award', summary: 'We won.' })).toEqual([]);
    expect(warningsOf('news/award.mdx', { title: 'An award' })).toEqual([
      'pages/news/award.mdx:2: warning: summary: missing: news cards and lists show a summary under the title (the description stands in for it now); add summary: with one or two sentences for the lists',
    ]);
  });

  it("a title another page of the same language has: an error on each, naming the other's file", () => {
    const pages = [
      page('about.mdx', { title: 'About us' }),
      page('company.mdx', { description: 'x', title: 'About  Us' }),
      page('hi/about.mdx', { title: 'About us', lang: 'hi' }),
      page('thank-you/a.mdx', { title: 'About us', noindex: true }),
    ];
    expect(duplicateTitleProblems(pages).map(formatProblem)).toEqual([
      'pages/about.mdx:2: title: "About us" is also the title of pages/company.mdx; give each page a title of its own, so search results and browser tabs tell them apart',
      'pages/company.mdx:3: title: "About  Us" is also the title of pages/about.mdx; give each page a title of its own, so search results and browser tabs tell them apart',
    ]);
  });
});

describe('an event that ends before it starts', () => {
  it('is refused on its endDate', () => {
    const event = { title: 'Summit', date: '2026-05-12', location: 'Online', summary: 'x', link: '/events' };
    const issues = eventFileSchema.safeParse({ ...event, endDate: '2026-05-10' }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endDate', 'the event ends on 2026-05-10, before it starts (date: 2026-05-12); correct one of the two days'],
    ]);
    expect(eventFileSchema.safeParse({ ...event, endDate: '2026-05-12' }).success).toBe(true);
  });
});
