import type { Crumb } from '../navigation/breadcrumb-trail';

/**
 * schema.org objects as JSON-LD, one builder per type, each from data the site already has
 * (frontmatter, the breadcrumb trail, `src/site.ts`); nothing is written by hand per page.
 */
export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

const context = 'https://schema.org';

export interface SiteInfo {
  name: string;
  url: string;
  /** Absolute logo URL. */
  logo: string;
  email?: string;
  sameAs?: readonly string[];
}

/** The site's owner, also the publisher and author where no person is named. */
function organizationRef(site: SiteInfo): JsonLd {
  return { '@type': 'Organization', name: site.name, url: site.url, logo: site.logo };
}

/** `{ key: value }`, or nothing when the value is missing, so optional fields spread inline. */
const optional = <T>(key: string, value: T | undefined): Record<string, T> =>
  value === undefined ? {} : { [key]: value };

export function organization(site: SiteInfo): JsonLd {
  return {
    '@context': context,
    ...organizationRef(site),
    ...optional('email', site.email),
    ...(site.sameAs && site.sameAs.length > 0 ? { sameAs: [...site.sameAs] } : {}),
  };
}

/** The site with its search: `/search?q=…` answers a query (`{search_term_string}` is schema.org's placeholder). */
export function webSite(site: SiteInfo, lang: string): JsonLd {
  return {
    '@context': context,
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    inLanguage: lang,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.url}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The visible trail as a `BreadcrumbList`, each step with its absolute URL. */
export function breadcrumbList(trail: readonly Crumb[], siteUrl: string): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: siteUrl + crumb.path,
    })),
  };
}

export interface ArticleInput {
  type: 'Article' | 'BlogPosting' | 'NewsArticle';
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  lang: string;
  datePublished: string;
  dateModified?: string;
  /** A named person; the organisation is the author otherwise. */
  author?: string;
  /** Absolute image URL. */
  image?: string;
}

export function article(input: ArticleInput, site: SiteInfo): JsonLd {
  return {
    '@context': context,
    '@type': input.type,
    headline: input.title,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    inLanguage: input.lang,
    datePublished: input.datePublished,
    ...optional('dateModified', input.dateModified),
    author: input.author ? { '@type': 'Person', name: input.author } : organizationRef(site),
    publisher: organizationRef(site),
    ...optional('image', input.image),
  };
}

export interface JobInput {
  title: string;
  description: string;
  url: string;
  /** Left out when unknown; the page supplies its date or its file's last change. */
  datePosted?: string;
  /** "Full-time", "Part-time", "Contract" (the vocabulary's words). */
  employmentType: string;
  /** "London, United Kingdom" or "Remote (Europe)". */
  location: string;
}

const employmentTypes: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
  volunteer: 'VOLUNTEER',
  'per diem': 'PER_DIEM',
};

/** Where the job is: a remote job names the area it hires from, an office job its city and country. */
function jobPlace(location: string): Record<string, unknown> {
  const remote = /^remote\b\s*(?:\((.+)\))?/i.exec(location);
  if (remote) {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: remote[1] ?? location },
    };
  }
  const parts = location.split(',').map((part) => part.trim());
  const address: Record<string, string> = { '@type': 'PostalAddress', addressLocality: parts[0] };
  if (parts.length > 1) address.addressCountry = parts[parts.length - 1];
  return { jobLocation: { '@type': 'Place', address } };
}

export function jobPosting(input: JobInput, site: SiteInfo): JsonLd {
  return {
    '@context': context,
    '@type': 'JobPosting',
    title: input.title,
    description: input.description,
    url: input.url,
    ...optional('datePosted', input.datePosted),
    employmentType: employmentTypes[input.employmentType.toLowerCase()] ?? input.employmentType,
    hiringOrganization: organizationRef(site),
    ...jobPlace(input.location),
  };
}

export interface EventInput {
  title: string;
  description: string;
  url: string;
  startDate: string;
  endDate?: string;
  /** "London, Northstar Technologies office", or "Online". */
  location: string;
}

export function event(input: EventInput, site: SiteInfo): JsonLd {
  const online = /^online\b/i.test(input.location);
  return {
    '@context': context,
    '@type': 'Event',
    name: input.title,
    description: input.description,
    url: input.url,
    startDate: input.startDate,
    ...optional('endDate', input.endDate),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: input.url }
      : { '@type': 'Place', name: input.location, address: input.location },
    organizer: organizationRef(site),
  };
}
