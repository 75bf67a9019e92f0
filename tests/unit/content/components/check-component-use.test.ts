import { describe, expect, it } from 'vitest';
import { checkPageComponents } from '../../../../content/component-checks/page-components';
import { KnownPages } from '../../../../content/known-pages';
import type { PageEntry } from '../../../../src/shared/page-entry';

const base = { aliases: [], lang: 'en' as const, draft: false, noindex: false, allowHashLinks: false };
const page = (file: string, path: string, extra: Record<string, unknown> = {}): PageEntry => ({
  file,
  path,
  frontmatter: { title: path, description: 'D', ...base, ...extra },
});
const pages = [
  page('industries/banking.mdx', '/industries/banking'),
  page('industries/retail.mdx', '/industries/retail'),
  page('services/cloud.mdx', '/services/cloud'),
  page('case-studies/loans.mdx', '/case-studies/loans', { industry: 'banking', service: 'cloud' }),
  page('insights/themes/cloud-native.mdx', '/insights/themes/cloud-native'),
];
const site = { pages, known: new KnownPages(pages.map((entry) => entry.path)) };

/** The messages (with line:column) for one page body. */
function check(mdx: string): string[] {
  return checkPageComponents('pages/x.mdx', mdx, site).problems.map(
    (problem) => `${problem.line}:${problem.column}: ${problem.message}`,
  );
}

function warnings(mdx: string): string[] {
  return checkPageComponents('pages/x.mdx', mdx, site).warnings.map(
    (warning) => `${warning.line}:${warning.column}: ${warning.message}`,
  );
}

describe('checking a page’s component uses', () => {
  it('accepts good uses, and values only known when rendering', () => {
    expect(
      check(
        '<Section title="A" tone="muted">\n  <CaseStudies industry="banking" limit={1} />\n  <Card title={name} />\n</Section>\n',
      ),
    ).toEqual([]);
  });

  it('unknown props: the nearest name, else the props there are, else that there are none', () => {
    expect(check('<CaseStudies industri="banking" colour="red" />\n<ArticleMeta title="x" />\n')).toEqual([
      '1:14: <CaseStudies> industri: unknown prop; did you mean industry?',
      '1:33: <CaseStudies> colour: unknown prop; its props are industry, limit, service',
      '2:14: <ArticleMeta> title: unknown prop; <ArticleMeta> takes no props',
    ]);
  });

  it('a value outside the list, a number in quotes, true or false in quotes, and a count in quotes', () => {
    expect(
      check(
        '<Section tone="mutd" />\n<CaseStudies limit="6" />\n<BlogPosts featured="true" />\n<CardGrid columns="2">x</CardGrid>\n',
      ),
    ).toEqual([
      '1:10: <Section> tone: "mutd" is not one of default, muted',
      '2:14: <CaseStudies> limit: must be a number; write limit={6}, not limit="6"',
      '3:12: <BlogPosts> featured: must be true or false; write featured={true}, not featured="true"',
      '4:11: <CardGrid> columns: must be a number; write columns={2}, not columns="2"',
    ]);
  });

  it('wrong types and values inside a list, at the part that is wrong', () => {
    expect(
      check(
        "<StatsGrid stats={[\n  { value: '1', label: 'a' },\n  { value: 2, lable: 'b' },\n]} />\n<Section title={3} />\n",
      ),
    ).toEqual([
      '3:3: <StatsGrid> stats 2 is missing label (what it counts, e.g. "clients")',
      "3:12: <StatsGrid> stats 2.value: must be text; put it in quotes: '2'",
      '3:22: <StatsGrid> stats 2.lable: unknown field; did you mean label?',
      '5:10: <Section> title: must be text; write title="3"',
    ]);
  });

  it('missing required props, at the element, with what each is for', () => {
    expect(check('<Faq>\n  Answer.\n</Faq>\n<ThemeInsights />\n')).toEqual([
      '1:1: <Faq> is missing question (the question, always shown)',
      '4:1: <ThemeInsights> is missing theme (the theme whose insights it lists)',
    ]);
  });

  it('an empty text prop says what to write, not "must not be empty"', () => {
    expect(
      check('<Faq question="">\n  Answer.\n</Faq>\n<StatsGrid stats={[{ value: "", label: "clients" }]} />\n'),
    ).toEqual([
      '1:6: <Faq> question: write the question (the question, always shown)',
      '4:29: <StatsGrid> stats 1.value: write the value (the figure as it should read, e.g. "550+")',
    ]);
  });

  it('a spread may hold any prop, so none is reported missing', () => {
    expect(check('<Faq {...props}>\n  Answer.\n</Faq>\n')).toEqual([]);
  });

  it('names of pages that do not exist, with the nearest real ones', () => {
    expect(
      check(
        '<CaseStudies industry="bankng" service="quantum" />\n<ThemeCard theme="cloud" title="T" />\n<PageCards paths={[\'/services/clod\']} />\n',
      ),
    ).toEqual([
      '1:14: <CaseStudies> industry: no industry page /industries/bankng; did you mean banking?',
      '1:32: <CaseStudies> service: no service page /services/quantum; the closest are cloud',
      '2:12: <ThemeCard> theme: no theme page /insights/themes/cloud; the closest are cloud-native',
      '3:20: <PageCards> paths 1: no page /services/clod; did you mean /services/cloud?',
    ]);
  });

  it('content where none is taken, none where some is needed', () => {
    expect(
      check('<CaseStudies industry="banking">\n  Our work.\n</CaseStudies>\n<Prose />\n<Prose>\n\n</Prose>\n'),
    ).toEqual([
      '1:1: <CaseStudies> takes no content between its tags; write <CaseStudies … /> instead',
      '4:1: <Prose> needs content between <Prose> and </Prose>',
      '5:1: <Prose> needs content between <Prose> and </Prose>',
    ]);
  });

  it('a date in a prop must be a real day', () => {
    expect(
      check('<InsightCard title="T" href="/x" summary="S" image="/images/a.svg" imageAlt="A" date="2025-02-30" />\n'),
    ).toEqual(['1:81: <InsightCard> date: 2025-02-30 is not a day in the calendar: February 2025 has 28 days']);
  });

  it('warns of a listing that finds nothing, but not of one that finds something or is worked out at render time', () => {
    expect(
      warnings(
        '<CaseStudies industry="retail" />\n<CaseStudies industry="banking" />\n<CaseStudies industry={slug} />\n<JobList />\n',
      ),
    ).toEqual([
      '1:1: <CaseStudies industry="retail"> finds nothing to list, so it shows nothing there for now',
      // Jobs close with time alone: no open role is a state of the site, said on the page ("There are no open roles…").
    ]);
  });

  it('reports a page whose MDX does not parse by its syntax error, in the compiler’s words, and nothing else', () => {
    const problems = checkPageComponents('pages/x.mdx', 'Save <30% now. <Section tone="mutd" />\n', site).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'pages/x.mdx', line: 1, column: 6 });
  });
});
