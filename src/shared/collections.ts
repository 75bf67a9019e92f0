import { z } from 'zod';
import { reference } from './reference';
import { baseSchema, imagePath, isoDate, type Collection } from './schema';
import { visibleText } from './visible-text';
import { vocabulary } from './vocabularies/vocabulary';
import { eventTimeMessage, parseEventTime } from './items/event-time';
import { countryCode, postalAddressSchema } from './places/postal-address';

/** The build refuses a slug with no page. */
const themes = z
  .array(reference('themes'))
  .default([])
  .describe('The themes it belongs to; each theme’s page lists it.');

/** A case study: `pages/case-studies/<name>.mdx`. The card on industry and service pages is made from these fields. */
export const caseStudySchema = baseSchema.extend({
  client: visibleText(z.string().trim().min(1).max(80)).describe(
    'The kind of client, e.g. "Regional retail bank"; case studies name no client.',
  ),
  industry: reference('industries').describe('The industry it belongs to; the industry’s page lists the study.'),
  service: reference('services')
    .optional()
    .describe('The service it shows, when one fits; that service’s page can list it too.'),
  category: visibleText(z.string().trim().min(1).max(40)).describe(
    'Short label above the card title, e.g. "Fraud prevention".',
  ),
  summary: visibleText(z.string().trim().min(1).max(220)).describe(
    'One or two sentences for the card, with the headline figure.',
  ),
  challenge: visibleText(z.string().trim().min(1).max(400)).describe(
    'The problem the client had, one or two sentences.',
  ),
  outcomes: z
    .array(visibleText(z.string().trim().min(1).max(80)))
    .min(1)
    .max(4)
    .describe('Outcome figures as they should read, e.g. "40% processing-time reduction".'),
  image: imagePath.describe('Card and preview image.'),
  imageAlt: visibleText(z.string().trim().min(1).max(140)).describe(
    'What the image shows, for people who cannot see it.',
  ),
});

/** An insight article: `pages/insights/<name>.mdx`. */
export const insightSchema = baseSchema.extend({
  category: visibleText(z.string().trim().min(1).max(40)).describe(
    'Label above the title, e.g. "Research", "Point of view".',
  ),
  date: isoDate.describe('Publication date, YYYY-MM-DD.'),
  summary: visibleText(z.string().trim().min(1).max(220)).describe('One or two sentences for cards and lists.'),
  author: visibleText(z.string().trim().min(1).max(80)).optional().describe('Who wrote it, when a person is named.'),
  authorRole: visibleText(z.string().trim().min(1).max(80))
    .optional()
    .describe('The author\'s role, e.g. "Head of Cloud Research".'),
  industry: reference('industries').optional().describe('The industry it belongs to; the industry’s page lists it.'),
  themes,
  image: imagePath.describe('Card and preview image.'),
  imageAlt: visibleText(z.string().trim().min(1).max(140)).describe('What the image shows.'),
});

/** How often a salary is paid, as the job page says it: "£60,000 a year". */
export const salaryPeriods = ['hour', 'day', 'week', 'month', 'year'] as const;

/** A job's pay, shown on its page and given to job search sites. */
export const salarySchema = z
  .strictObject({
    currency: z
      .string()
      .refine((code) => Intl.supportedValuesOf('currency').includes(code), {
        error: 'must be a three-letter currency code in capitals, e.g. GBP, EUR, USD, INR',
      })
      .describe('The currency as its three-letter code, e.g. GBP, EUR, USD, INR.'),
    from: z.number().positive().describe('The pay, or the lowest of a range, as a number without commas: 60000.'),
    to: z.number().positive().optional().describe('The highest of a range, e.g. 75000; leave empty for one figure.'),
    per: z.enum(salaryPeriods).default('year').describe('What the figures are for: a year, a month, a day, an hour.'),
  })
  .refine((salary) => salary.to === undefined || salary.to >= salary.from, {
    path: ['to'],
    error: 'must not be less than the lowest pay (from)',
  })
  .describe(
    'The pay, when the advert gives it: shown in the job details under the title, and given to job search sites.',
  );

/** A job opening: `pages/jobs/<name>.mdx`. */
export const jobSchema = baseSchema
  .extend({
    location: visibleText(z.string().trim().min(1).max(80)).describe('City and country, or "Remote (Europe)".'),
    department: visibleText(z.string().trim().min(1).max(60)).describe('The team, e.g. "Engineering", "Data & AI".'),
    employmentType: vocabulary('employmentTypes')
      .default('Full-time')
      .describe('One of the employment types (the Vocabularies file lists them), e.g. "Contract".'),
    summary: visibleText(z.string().trim().min(1).max(220)).describe('One or two sentences for the job card.'),
    salary: salarySchema.optional(),
    applyUrl: z
      .url({ protocol: /^https$/, error: 'must be a full https:// address, e.g. https://jobs.example.com/apply/123' })
      .optional()
      .describe(
        "An applicant-tracking system's address for this opening. When set, Apply goes there instead of the site's application form.",
      ),
    datePosted: isoDate.describe(
      'The day the opening was first advertised, YYYY-MM-DD. Job search sites show it; do not change it when you edit the text.',
    ),
    validThrough: isoDate
      .optional()
      .describe(
        'The last day applications are taken, YYYY-MM-DD. From the next day the page says applications are closed instead of showing the form, and no job list, sitemap, search or job search site shows it (rebuild daily). Leave out only for an opening with no closing date.',
      ),
    address: postalAddressSchema
      .optional()
      .describe(
        'Where the job is, for job search sites: at least the city and the country (a two-letter code such as GB). Needed unless the job is remote.',
      ),
    remoteFrom: z
      .array(countryCode)
      .min(1)
      .optional()
      .describe(
        'For a remote job: the countries applicants may live and work in, as two-letter codes, e.g. [GB, IE]. Leave out for a job at an office.',
      ),
  })
  .superRefine((job, context) => {
    // Job search sites list a job under a place: an office address, or the countries a remote job hires from.
    if (!job.address && !job.remoteFrom)
      context.addIssue({
        code: 'custom',
        path: ['address'],
        message: 'fill in the city and country, or, for a remote job, the countries it hires from (Remote from)',
      });
    if (job.validThrough && job.validThrough < job.datePosted)
      context.addIssue({ code: 'custom', path: ['validThrough'], message: 'must not be before the date posted' });
  });

/** A blog post: `pages/blog/<name>.mdx`. */
export const blogPostSchema = baseSchema.extend({
  category: vocabulary('blogCategories').describe(
    "One of the blog categories (the Vocabularies file lists them); the blog's filter buttons.",
  ),
  date: isoDate.describe('Publication date, YYYY-MM-DD.'),
  author: visibleText(z.string().trim().min(1).max(80)).describe('Who wrote it.'),
  authorRole: visibleText(z.string().trim().min(1).max(80)).describe(
    'The author\'s role, e.g. "Head of Cloud Research".',
  ),
  summary: visibleText(z.string().trim().min(1).max(220)).describe('One or two sentences for cards and lists.'),
  featured: z.boolean().default(false).describe('Shown first on the blog page.'),
  themes,
});

/** Where a research item is featured: the research page, the featured insights page. */
export const researchShowcases = ['research', 'featured'] as const;

/**
 * A research item: `pages/insights/research/<name>.mdx` or a white paper `pages/whitepapers/<name>.mdx`.
 * Its page is the item's summary; cards on the research and featured pages link to it.
 */
export const researchSchema = baseSchema
  .extend({
    type: vocabulary('researchTypes').describe(
      'One of the research types (the Vocabularies file lists them), e.g. "White Paper".',
    ),
    date: isoDate.describe('Publication date, YYYY-MM-DD; lists show the month.'),
    summary: visibleText(z.string().trim().min(1).max(220)).describe('One or two sentences for cards and lists.'),
    pages: z.number().int().min(1).max(999).describe('Page count of the full document.'),
    downloads: z.number().int().min(0).optional().describe('Downloads so far, shown on cards when set.'),
    author: visibleText(z.string().trim().min(1).max(80))
      .optional()
      .describe('Author or team, e.g. "Helen Moravec and the Northstar Research team".'),
    contributors: z.number().int().min(1).max(999).optional().describe('How many people contributed.'),
    keyInsights: z
      .array(visibleText(z.string().trim().min(1).max(140)))
      .length(3)
      .optional()
      .describe('Three one-line findings; featured items show them.'),
    featuredOn: z.array(z.enum(researchShowcases)).default([]).describe('Pages that show it in their featured band.'),
    themes,
  })
  .superRefine((item, context) => {
    if (!item.featuredOn.includes('research')) return;
    // The research page's featured cards show who wrote it, how many helped and what it found.
    for (const field of ['author', 'contributors', 'keyInsights'] as const) {
      if (item[field] === undefined)
        context.addIssue({ code: 'custom', path: [field], message: 'write it: the research page features this item' });
    }
  });

/** A region page: `pages/regions/<code>.mdx`. */
export const regionSchema = baseSchema.extend({
  country: visibleText(z.string().trim().min(1).max(60)).describe('The country\'s name, e.g. "United Kingdom".'),
  area: vocabulary('regionAreas').describe(
    'One of the region areas (the Vocabularies file lists them), e.g. "Europe".',
  ),
  languages: z
    .array(visibleText(z.string().trim().min(1)))
    .min(1)
    .describe('Languages the local team works in.'),
});

export type CaseStudyFrontmatter = z.output<typeof caseStudySchema>;
export type InsightFrontmatter = z.output<typeof insightSchema>;
export type JobFrontmatter = z.output<typeof jobSchema>;
export type Salary = z.output<typeof salarySchema>;
export type BlogPostFrontmatter = z.output<typeof blogPostSchema>;
export type RegionFrontmatter = z.output<typeof regionSchema>;
export type ResearchFrontmatter = z.output<typeof researchSchema>;

export const caseStudies: Collection = { folder: 'case-studies', schema: caseStudySchema };
export const insights: Collection = {
  folder: 'insights',
  schema: insightSchema,
  // Section pages that live beside the articles.
  except: ['featured', 'blog', 'themes', 'research', 'explore', 'webinars', 'guides'],
};

export const jobs: Collection = { folder: 'jobs', schema: jobSchema };
export const blogPosts: Collection = { folder: 'blog', schema: blogPostSchema };
export const regions: Collection = { folder: 'regions', schema: regionSchema };
export const research: Collection = { folder: 'insights/research', schema: researchSchema };
export const whitePapers: Collection = { folder: 'whitepapers', schema: researchSchema };

/** What a news item is; lists and feeds may group by it. */

const itemLink = z
  .string()
  .regex(
    /^(#|https:\/\/\S+|\/\S*)$/,
    'must be a site path such as /news/q2-results, an https:// address, or # while the document is not published',
  )
  .describe(
    'Where an item leads: a page of the site (/investors#financials), a full https:// address, or # while its document is not published.',
  );

const itemSummary = visibleText(z.string().trim().min(1).max(220)).describe('One or two sentences for lists.');

/** Fields of a news item, whether it has a page (`pages/news/<slug>.mdx`) or not (`pages/news/<slug>.yaml`). */
const newsFields = {
  date: isoDate.describe('Publication date, YYYY-MM-DD; lists show the newest first.'),
  kind: vocabulary('newsKinds').describe(
    'One of the news kinds (the Vocabularies file lists them), e.g. "Press release".',
  ),
  label: visibleText(z.string().trim().min(1).max(30))
    .optional()
    .describe(
      'Short word above the title on the home page\'s cards and press strip, e.g. "Recognition", "Results"; the kind when not set.',
    ),
  cardTitle: visibleText(z.string().trim().min(1).max(70))
    .optional()
    .describe("Shorter title for the home page's news cards; the title when not set."),
  cardSummary: itemSummary.optional().describe("Text of the home page's news cards; the summary when not set."),
  stripTitle: visibleText(z.string().trim().min(1).max(80))
    .optional()
    .describe("One-line headline for the home page's press strip; only items that have one are in the strip."),
  stripLink: itemLink
    .optional()
    .describe(
      "Where the press strip's line leads, when not where the item leads (the results' highlights while the report is not published).",
    ),
  featured: z.boolean().default(false).describe('Shown in the home page\'s "Latest news" cards.'),
  investors: z.boolean().default(false).describe('Listed in the investor news of /investors, with its search.'),
};

/** A news item with its own page: `pages/news/<slug>.mdx`. */
export const newsPageSchema = baseSchema.extend({
  ...newsFields,
  summary: itemSummary.optional().describe('Text for lists; the description when not set.'),
  link: itemLink.optional().describe('Where lists link instead of this page, e.g. a page that lives elsewhere.'),
});

/** A news item without a page of its own: `pages/news/<slug>.yaml`. */
export const newsFileSchema = z.strictObject({
  title: baseSchema.shape.title,
  ...newsFields,
  summary: itemSummary,
  link: itemLink.describe('Where lists link: a page, an https:// address, or # while the document is not published.'),
  order: baseSchema.shape.order,
  expires: baseSchema.shape.expires,
});

/** Fields of an event, whether it has a page (`pages/events/<slug>.mdx`) or not (`pages/events/<slug>.yaml`). */
const eventFields = {
  date: isoDate.describe(
    'The day it starts, YYYY-MM-DD: when it happens, not when it is published (events are always published; lists split them into upcoming and past).',
  ),
  endDate: isoDate.optional().describe('The last day, YYYY-MM-DD, for events of more than one day.'),
  time: visibleText(z.string().trim().min(1).max(40))
    .refine((time) => parseEventTime(time) !== undefined, eventTimeMessage)
    .optional()
    .describe(
      'When on the day, as it should read, e.g. "09:00–17:00 CET": start–end in 24-hour time and the time zone (GMT, BST, CET, CEST, IST, JST, EST, …). Search engines read the start and end from it.',
    ),
  location: visibleText(z.string().trim().min(1).max(80)).describe(
    'City and venue, e.g. "London, Northstar Innovation Center", or "Online".',
  ),
  address: postalAddressSchema
    .optional()
    .describe(
      "The venue's address, for search engines: at least the city and the country (a two-letter code such as GB). Give it for every event that is not online.",
    ),
  free: z.boolean().default(false).describe('Attendance costs nothing; search engines are told so.'),
  featured: z.boolean().default(false).describe('For a future "featured events" band.'),
};

/** An event whose last day comes before its first: lists, feeds and search engines would show it backwards. */
function endsBeforeItStarts(event: { date: string; endDate?: string }, context: z.RefinementCtx): void {
  // Both are YYYY-MM-DD here (the fields' own checks passed), so text order is day order.
  if (event.endDate !== undefined && event.endDate < event.date)
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `the event ends on ${event.endDate}, before it starts (date: ${event.date}); correct one of the two days`,
    });
}

/** An event with its own page: `pages/events/<slug>.mdx`. */
export const eventPageSchema = baseSchema
  .extend({
    ...eventFields,
    summary: itemSummary.optional().describe('Text for lists; the description when not set.'),
    link: itemLink
      .optional()
      .describe("Where lists link instead of this page, e.g. the organiser's registration page."),
  })
  .superRefine(endsBeforeItStarts);

/** An event without a page of its own: `pages/events/<slug>.yaml`. */
export const eventFileSchema = z
  .strictObject({
    title: baseSchema.shape.title,
    ...eventFields,
    summary: itemSummary,
    link: itemLink.describe('Where lists link: a page or an https:// address.'),
    order: baseSchema.shape.order,
    expires: baseSchema.shape.expires,
  })
  .superRefine(endsBeforeItStarts);

export type NewsPageFrontmatter = z.output<typeof newsPageSchema>;
export type NewsFile = z.output<typeof newsFileSchema>;
export type EventPageFrontmatter = z.output<typeof eventPageSchema>;
export type EventFile = z.output<typeof eventFileSchema>;

export const news: Collection = { folder: 'news', schema: newsPageSchema };
export const events: Collection = { folder: 'events', schema: eventPageSchema };

/** Every collection; a page's schema is its collection's, or `baseSchema`. */
export const collections: readonly Collection[] = [
  caseStudies,
  insights,
  jobs,
  blogPosts,
  regions,
  research,
  whitePapers,
  news,
  events,
];
