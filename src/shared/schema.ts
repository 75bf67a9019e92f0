import { z } from 'zod';
import { visibleText } from './visible-text';

/** A path on this site: starts with `/`, lower case, no trailing slash. */
export const sitePath = z
  .string()
  .regex(/^\/([a-z0-9][a-z0-9-]*)(\/[a-z0-9][a-z0-9-]*)*$/, 'must be a site path such as /about/our-story');

/** An id of an element on a page, the part after `#`. */
const anchor = z.string().regex(/^[A-Za-z][\w-]*$/, 'must be an element id such as financials');

const isoDateFormat = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Why a YYYY-MM-DD text is not a day: "2026-02-30 is not a day in the calendar: February 2026 has 28 days". */
function notADay(text: string): string {
  const [year, month] = text.split('-').map(Number);
  if (month < 1 || month > 12) return `${text} is not a day in the calendar: months run from 01 to 12`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
  return `${text} is not a day in the calendar: ${monthName} ${year} has ${days} days`;
}

/**
 * `YYYY-MM-DD`, a day that exists (frontmatter YAML keeps dates as text, so 2026-02-30 is not moved
 * to March). The same check serves frontmatter and component props.
 */
export const isoDate = z
  .string()
  .regex(isoDateFormat, 'must be a date such as 2026-04-15')
  // Only a well-formed date reaches this check; the format's own message covers the rest.
  .refine((text) => !isoDateFormat.test(text) || isCalendarDate(text), {
    error: (issue) => notADay(String(issue.input)),
  });

/** An old path that redirects here; the object form lands on an element of this page. */
export const alias = z.union([
  sitePath,
  z.strictObject({
    path: sitePath.describe('The old path, such as /about/investors.'),
    anchor: anchor.describe('The id of the element of this page it lands on, such as financials.'),
  }),
]);

/** A file in public/ that is an image, e.g. /images/illustrations/cloud.svg. */
export const imagePath = z
  .string()
  .regex(/^\/[\w/.-]+\.(svg|png|jpe?g|webp|avif)$/, 'must be an image path in public/ such as /images/cloud.png');

/** The last part of a path, e.g. `banking` for /industries/banking. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a short name in lower-case letters, digits and dashes, such as banking');

/** The languages the site is written in; `en` is the default and the x-default. */
export const languages = ['en', 'hi'] as const;

/** Frontmatter every page has. This schema is the copywriter's reference. */
export const baseSchema = z.strictObject({
  title: visibleText(z.string().trim().min(1).max(70)).describe(
    'The page\'s name: its main heading, and its tab title, followed there by "| Company"; search results show about 60 characters of it, so put what matters first.',
  ),
  description: visibleText(z.string().trim().min(1).max(160)).describe(
    'One or two sentences for search results and link previews.',
  ),
  aliases: z.array(alias).default([]).describe('Old paths that redirect (301) to this page.'),
  lang: z
    .enum(languages)
    .default('en')
    .describe('Language of the page; a page under /{lang}/ is the translation of the same path without it.'),
  image: imagePath.optional().describe('Preview image for link sharing: a file in public/, e.g. /images/og/cloud.png.'),
  date: isoDate
    .optional()
    .describe(
      "Publication date, YYYY-MM-DD: a page dated after the day of the build is not published until a build on or after that day (an event's date is its day instead).",
    ),
  expires: isoDate
    .optional()
    .describe(
      'The first day the page is no longer published, YYYY-MM-DD: from that day its address answers 404 (or redirects, where another page names it in its aliases), and no list, feed, sitemap or search shows it. Rebuild the site daily for it to take effect on the day.',
    ),
  updated: isoDate
    .optional()
    .describe(
      'When the page\'s text last changed in a way readers should know of, YYYY-MM-DD: shown as "Updated", and given to search engines. Without it, the last commit that changed the body, title, description or summary counts.',
    ),
  reviewBy: isoDate
    .optional()
    .describe(
      'The day this page should be read again to check it is still true, YYYY-MM-DD: from that day the studio’s page list marks it "Review due" and the list of pages to review names it. Visitors never see it. After checking, set the next day to review.',
    ),
  order: z
    .number()
    .int()
    .min(1)
    .max(999)
    .optional()
    .describe(
      'Place in the lists that show this page: 1 comes first. Dated pages are listed newest first, and the position only decides between pages of the same date; pages without one come after those with one, A to Z by title.',
    ),
  draft: z
    .boolean()
    .default(false)
    .describe('A draft shows only in the studio’s preview; the published site leaves it out until this is unticked.'),
  noindex: z
    .boolean()
    .default(false)
    .describe('Keeps the page out of search results and the sitemap (thank-you pages, the form problem page).'),
  allowHashLinks: z
    .boolean()
    .default(false)
    .describe(
      'Allows links that lead to "#" alone on this page (the specification keeps a few); all other pages refuse them.',
    ),
  nav: z
    .strictObject({
      menu: slug.describe('The menu it is listed in, by its name in the Navigation menus file, such as services.'),
      order: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe('Position among the menu’s links, 1 first; without it the page follows them, A to Z by label.'),
      label: visibleText(z.string().trim().min(1).max(60))
        .optional()
        .describe('The words shown in the menu; the page’s title when left out.'),
    })
    .optional()
    .describe(
      "Lists this page in a header menu, desktop and mobile, without an edit to the Navigation menus file: the menu, the position among its links (1 is first; without one the page follows them, A to Z by label) and the words shown. A page may not also be listed in that file's menus. A draft's entry shows only in the preview.",
    ),
});

export type BaseFrontmatter = z.output<typeof baseSchema>;

/**
 * A collection: the pages directly in one folder, sharing extra fields. The folder's `index.mdx`
 * (the collection's listing page), pages in subfolders and the pages named in `except` (section
 * pages that live beside the members) take only the base fields.
 */
export interface Collection {
  folder: string;
  schema: z.ZodObject;
  /** File names without `.mdx` that are in the folder but not members. */
  except?: readonly string[];
}

/** Whether a page file (relative to `pages/`) is a member of the collection. */
export function isMember(relativeFile: string, { folder, except = [] }: Collection): boolean {
  if (!relativeFile.startsWith(`${folder}/`)) return false;
  const name = relativeFile.slice(folder.length + 1).replace(/\.mdx$/, '');
  return !name.includes('/') && name !== 'index' && !except.includes(name);
}

/** The schema for a page file (path relative to `pages/`, e.g. `case-studies/banking.mdx`). */
export function schemaFor(relativeFile: string, collections: readonly Collection[]): z.ZodObject {
  return collections.find((collection) => isMember(relativeFile, collection))?.schema ?? baseSchema;
}
