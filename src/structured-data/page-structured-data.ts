import {
  blogPosts,
  caseStudies,
  events,
  insights,
  jobs,
  news,
  research,
  salarySchema,
  whitePapers,
} from '../shared/collections';
import type { PageEntry } from '../shared/page-entry';
import { isMember } from '../shared/schema';
import type { HeadTag } from '../layout/head-tags';
import { ownShareImage, shareImagePath } from '../layout/share-image';
import { breadcrumbTrail, trailNamedIn } from '../navigation/breadcrumb-trail';
import { phrasesFor } from '../translations/phrase';
import { translations } from 'virtual:page-index';
import { eventInstants } from '../shared/items/event-time';
import { siteEventOfPage } from '../shared/items/site-items';
import type { PostalAddress } from '../shared/places/postal-address';
import type { Site } from '../site';
import { jobDescriptionHtml, mainOf } from './job-description-html';
import {
  article,
  breadcrumbList,
  event,
  jobPosting,
  organization,
  webPage,
  webSite,
  type JsonLd,
  type SiteInfo,
  type WebPageInput,
} from './schema-org';

function siteInfo(site: Site): SiteInfo {
  return {
    name: site.name,
    url: site.url,
    logo: site.url + site.logo,
    email: site.generalEmail,
    sameAs: site.social.map((profile) => profile.href),
    contactPoints: site.contactPoints,
  };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const isAddress = (value: unknown): value is PostalAddress =>
  typeof value === 'object' && value !== null && 'city' in value && 'country' in value;
const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;

/** Pages that are about the organisation itself, and what kind of page each is. */
const selfDescribingPages: Readonly<Record<string, WebPageInput['type']>> = {
  '/contact-us': 'ContactPage',
  '/careers': 'AboutPage',
  '/investors': 'AboutPage',
  '/about-us': 'AboutPage',
};

export interface PageFacts {
  /** The page file's last change (ISO 8601), when known. */
  lastModified?: string;
  /** The page's rendered HTML; a job posting's description is its main text. */
  html?: string;
}

/**
 * The JSON-LD of a page, from its frontmatter, place and text: `Organization` and `WebSite` on the
 * home page, a `BreadcrumbList` matching the visible trail below the top level, the type of its
 * collection (`Article` for insights, research, white papers and case studies, `BlogPosting`,
 * `NewsArticle`, `JobPosting`, `Event`), and `ContactPage`/`AboutPage` for the pages about the
 * organisation. Nothing in it comes from the clock: dates are frontmatter or the file's history.
 */
export function structuredDataOf(
  page: PageEntry,
  pages: readonly PageEntry[],
  site: Site,
  { lastModified, html }: PageFacts = {},
): JsonLd[] {
  const info = siteInfo(site);
  const { frontmatter, file } = page;
  const url = site.url + page.path;
  const shareImage = site.url + (ownShareImage(frontmatter.image) ?? shareImagePath(page.path));
  const data: JsonLd[] = [];
  if (page.path === '/') data.push(organization(info), webSite(info, frontmatter.lang));
  // Named as the visible trail names it: in the page's language (`Breadcrumbs.tsx`).
  const trail = trailNamedIn(
    breadcrumbTrail(page, pages),
    frontmatter.lang,
    phrasesFor(translations, frontmatter.lang, site.defaultLang),
  );
  if (trail.length > 0) data.push(breadcrumbList(trail, site.url));

  const pageType = selfDescribingPages[page.path];
  if (pageType) {
    data.push(
      webPage(
        {
          type: pageType,
          title: frontmatter.title,
          description: frontmatter.description,
          url,
          lang: frontmatter.lang,
          withContactPoints: pageType === 'ContactPage',
        },
        info,
      ),
    );
  }

  const date = frontmatter.date;
  const description = text(frontmatter.summary) ?? frontmatter.description;
  // A change before the publication day (a date set ahead) says nothing about the page's content;
  // without a later change the page is as it was published.
  const modified = lastModified && date && lastModified.slice(0, 10) >= date ? lastModified : date;
  const articleType = [insights, research, whitePapers].some((collection) => isMember(file, collection))
    ? 'Article'
    : isMember(file, blogPosts)
      ? 'BlogPosting'
      : isMember(file, news)
        ? 'NewsArticle'
        : undefined;
  if (articleType && date) {
    data.push(
      article(
        {
          type: articleType,
          title: frontmatter.title,
          description,
          url,
          lang: frontmatter.lang,
          datePublished: date,
          dateModified: modified,
          author: text(frontmatter.author),
          image: shareImage,
        },
        info,
      ),
    );
  }
  if (isMember(file, caseStudies)) {
    data.push(
      article(
        {
          type: 'Article',
          title: frontmatter.title,
          description,
          url,
          lang: frontmatter.lang,
          dateModified: lastModified,
          image: shareImage,
        },
        info,
      ),
    );
  }
  const datePosted = text(frontmatter.datePosted);
  // A closed job is no longer a posting: job search sites are to drop it (closed-jobs.ts).
  if (isMember(file, jobs) && datePosted && !page.closed) {
    data.push(
      jobPosting(
        {
          title: frontmatter.title,
          description: html ? jobDescriptionHtml(mainOf(html)) || description : description,
          url,
          identifier: page.path.split('/').at(-1) ?? page.path,
          datePosted,
          validThrough: text(frontmatter.validThrough),
          employmentType: text(frontmatter.employmentType) ?? 'Full-time',
          address: isAddress(frontmatter.address) ? frontmatter.address : undefined,
          remoteFrom: stringList(frontmatter.remoteFrom),
          appliesElsewhere: text(frontmatter.applyUrl) !== undefined,
          salary: salarySchema.safeParse(frontmatter.salary).data,
        },
        info,
      ),
    );
  }
  if (isMember(file, events) && date) {
    data.push(
      event(
        {
          title: frontmatter.title,
          description,
          url,
          ...eventInstants(date, text(frontmatter.endDate), text(frontmatter.time)),
          location: text(frontmatter.location) ?? '',
          address: isAddress(frontmatter.address) ? frontmatter.address : undefined,
          image: shareImage,
          free: frontmatter.free === true,
          past: siteEventOfPage(file)?.past ?? false,
        },
        info,
      ),
    );
  }
  return data;
}

/** The page's JSON-LD as head tags, one `<script type="application/ld+json">` per object. */
export function structuredDataTags(
  page: PageEntry,
  pages: readonly PageEntry[],
  site: Site,
  facts: PageFacts = {},
): HeadTag[] {
  return structuredDataOf(page, pages, site, facts).map((json) => ({ tag: 'script', json }));
}
