import { placeholderWord } from '../../content/placeholder';

/** What a body template knows of the new page. */
export interface NewPage {
  title: string;
  slug: string;
}

const todo = (hint: string) => `${placeholderWord}: ${hint}`;

/** A JSX attribute value for any text: quoted, or an expression when the text has a double quote. */
function attribute(text: string): string {
  return text.includes('"') ? `{${JSON.stringify(text)}}` : `"${text}"`;
}

function hero(eyebrow: string | null, { title }: NewPage, extra = ''): string {
  const label = eyebrow ? ` eyebrow="${eyebrow}"` : '';
  return `<Hero${label} title=${attribute(title)}${extra}>\n  ${todo('the lead, one or two sentences under the title.')}\n</Hero>`;
}

function section(title: string | null, text: string, tone = ''): string {
  const props = `${title ? ` title=${attribute(title)}` : ''}${tone ? ` tone="${tone}"` : ''}`;
  return `<Section${props}>\n  <Prose>\n    ${todo(text)}\n  </Prose>\n</Section>`;
}

const article = 'the article. Leave a blank line between paragraphs; start a heading with ##.';

/** The MDX under the frontmatter for each kind of page: the components that kind's pages use. */
export const pageBodies = {
  caseStudy: (page: NewPage) =>
    [
      hero('Case study', page),
      '<CaseStudyOverview />',
      section('What we did', 'how the work was done, in two or three paragraphs.', 'muted'),
    ].join('\n\n'),
  article: (eyebrow: string) => (page: NewPage) =>
    [hero(eyebrow, page), '<ArticleMeta />', section(null, article)].join('\n\n'),
  research: () =>
    ['<ResearchHeader />', section('About this report', 'what the research covers and what it found.')].join('\n\n'),
  job: (page: NewPage) =>
    [
      hero(
        'Job opening',
        page,
        ` actions={[{ label: 'Apply now', href: '#apply' }, { label: 'All openings', href: '/jobs' }]}`,
      ),
      '<JobDetails />',
      section('The role', 'what the person will do, and with whom.'),
      section('What you bring', 'the skills and experience asked for, as a list: start each line with - .', 'muted'),
    ].join('\n\n'),
  announcement: (eyebrow: string) => (page: NewPage) =>
    [hero(eyebrow, page), section(null, 'the announcement, in a few paragraphs.')].join('\n\n'),
  event: (page: NewPage) =>
    [
      hero('Event', page),
      '<EventDetails />',
      section(null, 'what the event is about, who speaks and who it is for, in a few paragraphs.'),
    ].join('\n\n'),
  region: (page: NewPage) =>
    [hero('Regions', page), section('Our offices', 'where the offices are and what the teams there do.')].join('\n\n'),
  listing: (eyebrow: string, field: 'industry' | 'service') => (page: NewPage) =>
    [
      hero(eyebrow, page),
      section(todo('a heading'), 'what we offer, in a few paragraphs.'),
      `{/* Case studies whose ${field} is ${page.slug} can be listed here with <CaseStudies ${field}="${page.slug}" />. */}`,
    ].join('\n\n'),
  theme: (page: NewPage) =>
    [
      hero('Theme', page),
      section('Why it matters', 'why the theme matters to clients, in a paragraph or two.'),
      `<Section title="Insights on this theme" tone="muted">\n  <ThemeInsights theme="${page.slug}" />\n</Section>`,
    ].join('\n\n'),
  plain: (page: NewPage) => [hero(null, page), section(null, 'the page, in a few paragraphs.')].join('\n\n'),
};
