import { z } from 'zod';
import { reference } from './reference';
import { baseSchema, imagePath, isoDate, type Collection } from './schema';
import { visibleText } from './visible-text';
import { vocabulary } from './vocabularies/vocabulary';

/** Themes a page belongs to: slugs of /insights/themes/<slug>. That page lists it and the build refuses a slug with no page. */
const themes = z.array(reference('themes')).default([]);

/** A case study: `pages/case-studies/<name>.mdx`. The card on industry and service pages is made from these fields. */
export const caseStudySchema = baseSchema.extend({
  /** The kind of client, e.g. "Regional retail bank"; case studies name no client. */
  client: visibleText(z.string().trim().min(1).max(80)),
  /** The industry it belongs to: the slug of /industries/<slug>. Its page lists the study. */
  industry: reference('industries'),
  /** The service it shows, the slug of /services/<slug>, when one fits. That page can list it too. */
  service: reference('services').optional(),
  /** Short label above the card title, e.g. "Fraud prevention". */
  category: visibleText(z.string().trim().min(1).max(40)),
  /** One or two sentences for the card, with the headline figure. */
  summary: visibleText(z.string().trim().min(1).max(220)),
  /** The problem the client had, one or two sentences. */
  challenge: visibleText(z.string().trim().min(1).max(400)),
  /** Outcome figures as they should read, e.g. "40% processing-time reduction". */
  outcomes: z
    .array(visibleText(z.string().trim().min(1).max(80)))
    .min(1)
    .max(4),
  /** Card and preview image. */
  image: imagePath,
  /** What the image shows, for people who cannot see it. */
  imageAlt: visibleText(z.string().trim().min(1).max(140)),
});

/** An insight article: `pages/insights/<name>.mdx`. */
export const insightSchema = baseSchema.extend({
  /** Label above the title, e.g. "Research", "Point of view". */
  category: visibleText(z.string().trim().min(1).max(40)),
  /** Publication date, YYYY-MM-DD. */
  date: isoDate,
  /** One or two sentences for cards and lists. */
  summary: visibleText(z.string().trim().min(1).max(220)),
  /** Who wrote it, when a person is named. */
  author: visibleText(z.string().trim().min(1).max(80)).optional(),
  /** The author's role, e.g. "Head of Cloud Research". */
  authorRole: visibleText(z.string().trim().min(1).max(80)).optional(),
  /** The industry it belongs to, the slug of /industries/<slug>; that page lists it. */
  industry: reference('industries').optional(),
  /** Themes it belongs to. */
  themes,
  /** Card and preview image. */
  image: imagePath,
  /** What the image shows. */
  imageAlt: visibleText(z.string().trim().min(1).max(140)),
});

/** A job opening: `pages/jobs/<name>.mdx`. */
export const jobSchema = baseSchema.extend({
  /** City and country, or "Remote (Europe)". */
  location: visibleText(z.string().trim().min(1).max(80)),
  /** The team, e.g. "Engineering", "Data & AI". */
  department: visibleText(z.string().trim().min(1).max(60)),
  /** One of the employment types in `pages/_vocabularies.yaml`, e.g. "Contract". */
  employmentType: vocabulary('employmentTypes').default('Full-time'),
  /** One or two sentences for the job card. */
  summary: visibleText(z.string().trim().min(1).max(220)),
});

/** A blog post: `pages/blog/<name>.mdx`. */
export const blogPostSchema = baseSchema.extend({
  /** One of the blog categories in `pages/_vocabularies.yaml`; the blog's filter buttons. */
  category: vocabulary('blogCategories'),
  /** Publication date, YYYY-MM-DD. */
  date: isoDate,
  author: visibleText(z.string().trim().min(1).max(80)),
  authorRole: visibleText(z.string().trim().min(1).max(80)),
  /** One or two sentences for cards and lists. */
  summary: visibleText(z.string().trim().min(1).max(220)),
  /** Shown first on the blog page. */
  featured: z.boolean().default(false),
  /** Themes it belongs to. */
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
    /** One of the research types in `pages/_vocabularies.yaml`, e.g. "White Paper". */
    type: vocabulary('researchTypes'),
    /** Publication date, YYYY-MM-DD; lists show the month. */
    date: isoDate,
    /** One or two sentences for cards and lists. */
    summary: visibleText(z.string().trim().min(1).max(220)),
    /** Page count of the full document. */
    pages: z.number().int().min(1).max(999),
    /** Downloads so far, shown on cards when set. */
    downloads: z.number().int().min(0).optional(),
    /** Author or team, e.g. "Helen Moravec and the Northstar Research team". */
    author: visibleText(z.string().trim().min(1).max(80)).optional(),
    /** How many people contributed. */
    contributors: z.number().int().min(1).max(999).optional(),
    /** Three one-line findings; featured items show them. */
    keyInsights: z
      .array(visibleText(z.string().trim().min(1).max(140)))
      .length(3)
      .optional(),
    /** Pages that show it in their featured band. */
    featuredOn: z.array(z.enum(researchShowcases)).default([]),
    /** Themes it belongs to. */
    themes,
  })
  .superRefine((item, context) => {
    if (!item.featuredOn.includes('research')) return;
    // The research page's featured cards show who wrote it, how many helped and what it found.
    for (const field of ['author', 'contributors', 'keyInsights'] as const) {
      if (item[field] === undefined)
        context.addIssue({ code: 'custom', path: [field], message: 'Required when featuredOn includes research' });
    }
  });

/** A region page: `pages/regions/<code>.mdx`. */
export const regionSchema = baseSchema.extend({
  /** The country's name, e.g. "United Kingdom". */
  country: visibleText(z.string().trim().min(1).max(60)),
  /** One of the region areas in `pages/_vocabularies.yaml`, e.g. "Europe". */
  area: vocabulary('regionAreas'),
  /** Languages the local team works in. */
  languages: z.array(visibleText(z.string().trim().min(1))).min(1),
});

export type CaseStudyFrontmatter = z.output<typeof caseStudySchema>;
export type InsightFrontmatter = z.output<typeof insightSchema>;
export type JobFrontmatter = z.output<typeof jobSchema>;
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

/** Where an item leads: a site path (`/investors#financials`), an `https://` address, or `#` while its document is not published. */
const itemLink = z
  .string()
  .regex(
    /^(#|https:\/\/\S+|\/\S*)$/,
    'must be a site path such as /news/q2-results, an https:// address, or # while the document is not published',
  );

/** One or two sentences for lists. */
const itemSummary = visibleText(z.string().trim().min(1).max(220));

/** Fields of a news item, whether it has a page (`pages/news/<slug>.mdx`) or not (`pages/news/<slug>.yaml`). */
const newsFields = {
  /** Publication date, YYYY-MM-DD; lists show the newest first. */
  date: isoDate,
  /** One of the news kinds in `pages/_vocabularies.yaml`, e.g. "Press release". */
  kind: vocabulary('newsKinds'),
  /** Short word above the title on the home page's cards and press strip, e.g. "Recognition", "Results"; the kind when not set. */
  label: visibleText(z.string().trim().min(1).max(30)).optional(),
  /** Shorter title for the home page's news cards; the title when not set. */
  cardTitle: visibleText(z.string().trim().min(1).max(70)).optional(),
  /** Text of the home page's news cards; the summary when not set. */
  cardSummary: itemSummary.optional(),
  /** One-line headline for the home page's press strip; only items that have one are in the strip. */
  stripTitle: visibleText(z.string().trim().min(1).max(80)).optional(),
  /** Where the press strip's line leads, when not where the item leads (the results' highlights while the report is not published). */
  stripLink: itemLink.optional(),
  /** Shown in the home page's "Latest news" cards. */
  featured: z.boolean().default(false),
  /** Listed in the investor news of /investors, with its search. */
  investors: z.boolean().default(false),
};

/** A news item with its own page: `pages/news/<slug>.mdx`. */
export const newsPageSchema = baseSchema.extend({
  ...newsFields,
  /** Text for lists; the description when not set. */
  summary: itemSummary.optional(),
  /** Where lists link instead of this page, e.g. a page that lives elsewhere. */
  link: itemLink.optional(),
});

/** A news item without a page of its own: `pages/news/<slug>.yaml`. */
export const newsFileSchema = z.strictObject({
  title: baseSchema.shape.title,
  ...newsFields,
  summary: itemSummary,
  /** Where lists link: a page, an https:// address, or # while the document is not published. */
  link: itemLink,
  order: baseSchema.shape.order,
  expires: baseSchema.shape.expires,
});

/** Fields of an event, whether it has a page (`pages/events/<slug>.mdx`) or not (`pages/events/<slug>.yaml`). */
const eventFields = {
  /** The day it starts, YYYY-MM-DD: when it happens, not when it is published (events are always published; lists split them into upcoming and past). */
  date: isoDate,
  /** The last day, YYYY-MM-DD, for events of more than one day. */
  endDate: isoDate.optional(),
  /** When on the day, as it should read, e.g. "09:00–17:00 CET". */
  time: visibleText(z.string().trim().min(1).max(40)).optional(),
  /** City and venue, e.g. "London, Northstar Innovation Center", or "Online". */
  location: visibleText(z.string().trim().min(1).max(80)),
  /** For a future "featured events" band. */
  featured: z.boolean().default(false),
};

/** An event with its own page: `pages/events/<slug>.mdx`. */
export const eventPageSchema = baseSchema.extend({
  ...eventFields,
  /** Text for lists; the description when not set. */
  summary: itemSummary.optional(),
  /** Where lists link instead of this page, e.g. the organiser's registration page. */
  link: itemLink.optional(),
});

/** An event without a page of its own: `pages/events/<slug>.yaml`. */
export const eventFileSchema = z.strictObject({
  title: baseSchema.shape.title,
  ...eventFields,
  summary: itemSummary,
  /** Where lists link: a page or an https:// address. */
  link: itemLink,
  order: baseSchema.shape.order,
  expires: baseSchema.shape.expires,
});

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
