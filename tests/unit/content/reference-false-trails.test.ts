import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/shared/content-error';
import { readContentFolder } from './content-folder';

const read = readContentFolder;

// A title of its own for each: two pages sharing one is a problem of its own.
const caseStudy = (title: string) =>
  [
    '---',
    `title: ${title}`,
    'description: D',
    'client: C',
    'industry: banking',
    'service: cloud',
    'category: K',
    'summary: S',
    'challenge: C',
    'outcomes: [40% faster]',
    'image: /images/illustrations/cloud.svg',
    'imageAlt: A',
    '---',
    '',
  ].join('\n');

describe('a page that fails its own checks', () => {
  it('is reported alone: the pages naming it are not reported as naming a missing page', () => {
    const { broken } = read({
      'industries/banking.mdx': '---\ntitle: Banking\ndescription: D\n---\n',
      'services/cloud.mdx': '---\ntitle: Cloud\n---\n\n<CaseStudies service="cloud" />\n',
      'case-studies/one.mdx': caseStudy('One'),
      'case-studies/two.mdx': caseStudy('Two'),
      'about.mdx': "---\ntitle: About\ndescription: D\n---\n\n<PageCards paths={['/services/cloud']} />\n",
    });
    expect(broken.flatMap((page) => page.problems).map(formatProblem)).toEqual([
      'pages/services/cloud.mdx:3: description: write the description (one or two sentences for search results and link previews)',
    ]);
  });

  it('still has its component problems reported, with its frontmatter problems, sorted by line', () => {
    const { broken } = read({ 'services/cloud.mdx': '---\ntitle: Cloud\n---\n\n<Section tone="grey" />\n' });
    expect(broken.flatMap((page) => page.problems).map(formatProblem)).toEqual([
      'pages/services/cloud.mdx:3: description: write the description (one or two sentences for search results and link previews)',
      'pages/services/cloud.mdx:5:10: <Section> tone: "grey" is not one of default, muted',
    ]);
  });
});
