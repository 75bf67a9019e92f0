import {
  blogPosts,
  caseStudies,
  events,
  insights,
  jobs,
  news,
  regions,
  research,
  whitePapers,
} from '../../src/shared/collections';
import { themesFolder } from '../../src/shared/theme-paths';
import { pageBodies, type NewPage } from './page-bodies';

/** A kind of page `npm run new` can start. Its fields come from the schema of its folder. */
export interface NewPageKind {
  /** What the command takes: `case-study`. */
  name: string;
  /** "a case study", for messages and the list of kinds. */
  label: string;
  /** The folder under `pages/`; '' for the top. */
  folder: string;
  /** Fields this kind has beyond the schema's required ones. */
  alsoFields?: readonly string[];
  /** Fields whose value the kind decides. */
  fixed?: Readonly<Record<string, string>>;
  /** Fields left empty for the copywriter to fill in, though their schema would take a starting value. */
  leftEmpty?: readonly string[];
  body: (page: NewPage) => string;
}

export const newPageKinds: readonly NewPageKind[] = [
  { name: 'case-study', label: 'a case study', folder: caseStudies.folder, body: pageBodies.caseStudy },
  { name: 'blog-post', label: 'a blog post', folder: blogPosts.folder, body: pageBodies.article('Blog') },
  { name: 'insight', label: 'an insight article', folder: insights.folder, body: pageBodies.article('Insights') },
  { name: 'research', label: 'a research item', folder: research.folder, body: pageBodies.research },
  {
    name: 'white-paper',
    label: 'a white paper',
    folder: whitePapers.folder,
    fixed: { type: 'White Paper' },
    body: pageBodies.research,
  },
  // Search engines need the job's place: an office address, or remoteFrom instead for a remote job.
  // A remote job names remoteFrom instead; the form's help says so.
  { name: 'job', label: 'a job opening', folder: jobs.folder, alsoFields: ['address'], body: pageBodies.job },
  // News lists show a summary under the title; without one the build warns.
  {
    name: 'news',
    label: 'a news item',
    folder: news.folder,
    alsoFields: ['summary'],
    body: pageBodies.announcement('Press release'),
  },
  // An event's date is the day it happens, which today seldom is.
  { name: 'event', label: 'an event', folder: events.folder, leftEmpty: ['date'], body: pageBodies.event },
  { name: 'service', label: 'a service page', folder: 'services', body: pageBodies.listing('Services', 'service') },
  {
    name: 'industry',
    label: 'an industry page',
    folder: 'industries',
    body: pageBodies.listing('Industries', 'industry'),
  },
  { name: 'theme', label: 'a theme page', folder: themesFolder.slice(1), body: pageBodies.theme },
  { name: 'region', label: 'a region page', folder: regions.folder, body: pageBodies.region },
  { name: 'page', label: 'a plain page', folder: '', body: pageBodies.plain },
];

/** The kind named `name` (`case-study`, `Case study` or `case_study`), or undefined. */
export function newPageKind(name: string): NewPageKind | undefined {
  const wanted = name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return newPageKinds.find((kind) => kind.name === wanted);
}
