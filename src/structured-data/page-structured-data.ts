import { blogPosts, events, insights, jobs, news, research, whitePapers } from '../shared/collections';
import type { PageEntry } from '../shared/page-entry';
import { isMember } from '../shared/schema';
import type { HeadTag } from '../layout/head-tags';
import { breadcrumbTrail } from '../navigation/breadcrumb-trail';
import type { Site } from '../site';
import {
  article,
  breadcrumbList,
  event,
  jobPosting,
  organization,
  webSite,
  type JsonLd,
  type SiteInfo,
} from './schema-org';

function siteInfo(site: Site): SiteInfo {
  return {
    name: site.name,
    url: site.url,
    logo: `${site.url}/logo.svg`,
    email: site.generalEmail,
    sameAs: site.social.map((profile) => profile.href),
  };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The JSON-LD of a page, from its frontmatter and place: `Organization` and `WebSite` on the home
 * page, a `BreadcrumbList` matching the visible trail below the top level, and the type of its
 * collection (`Article` for insights, research and white papers, `BlogPosting`, `NewsArticle`,
 * `JobPosting`, `Event`). `lastModified` is the page file's last change (ISO 8601), when known.
 */
export function structuredDataOf(
  page: PageEntry,
  pages: readonly PageEntry[],
  site: Site,
  lastModified?: string,
): JsonLd[] {
  const info = siteInfo(site);
  const { frontmatter, file } = page;
  const url = site.url + page.path;
  const data: JsonLd[] = [];
  if (page.path === '/') data.push(organization(info), webSite(info, frontmatter.lang));
  const trail = breadcrumbTrail(page, pages);
  if (trail.length > 0) data.push(breadcrumbList(trail, site.url));

  const date = frontmatter.date;
  const description = text(frontmatter.summary) ?? frontmatter.description;
  // A change before the publication day (a date set ahead) says nothing about the page's content.
  const modified = lastModified && date && lastModified.slice(0, 10) >= date ? lastModified : undefined;
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
          image: frontmatter.image ? site.url + frontmatter.image : undefined,
        },
        info,
      ),
    );
  }
  if (isMember(file, jobs)) {
    data.push(
      jobPosting(
        {
          title: frontmatter.title,
          description,
          url,
          datePosted: date ?? lastModified,
          employmentType: text(frontmatter.employmentType) ?? 'Full-time',
          location: text(frontmatter.location) ?? '',
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
          startDate: date,
          endDate: text(frontmatter.endDate),
          location: text(frontmatter.location) ?? '',
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
  lastModified?: string,
): HeadTag[] {
  return structuredDataOf(page, pages, site, lastModified).map((json) => ({ tag: 'script', json }));
}
