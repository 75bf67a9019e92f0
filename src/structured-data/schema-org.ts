import type { Crumb } from '../navigation/breadcrumb-trail';
import type { Salary } from '../shared/collections';
import type { PostalAddress } from '../shared/places/postal-address';

/**
 * schema.org objects as JSON-LD, one builder per type, each from data the site already has
 * (frontmatter, the breadcrumb trail, `src/site.ts`); nothing is written by hand per page.
 * Every URL in them is absolute and names a built page or file; no value comes from the clock.
 */
export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

const context = 'https://schema.org';

export interface ContactPointInput {
  contactType: string;
  telephone?: string;
  email?: string;
  availableLanguage?: readonly string[];
}

export interface SiteInfo {
  name: string;
  url: string;
  /** Absolute logo URL. */
  logo: string;
  email?: string;
  /** The organisation's own profile addresses. */
  sameAs?: readonly string[];
  contactPoints?: readonly ContactPointInput[];
}

/** The site's owner, also the publisher and author where no person is named. */
function organizationRef(site: SiteInfo): JsonLd {
  return {
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: { '@type': 'ImageObject', url: site.logo },
  };
}

/** `{ key: value }`, or nothing when the value is missing, so optional fields spread inline. */
const optional = <T>(key: string, value: T | undefined): Record<string, T> =>
  value === undefined ? {} : { [key]: value };

function contactPoint(point: ContactPointInput): JsonLd {
  return {
    '@type': 'ContactPoint',
    contactType: point.contactType,
    ...optional('telephone', point.telephone),
    ...optional('email', point.email),
    ...(point.availableLanguage ? { availableLanguage: [...point.availableLanguage] } : {}),
  };
}

export function organization(site: SiteInfo): JsonLd {
  return {
    '@context': context,
    ...organizationRef(site),
    ...optional('email', site.email),
    ...(site.sameAs && site.sameAs.length > 0 ? { sameAs: [...site.sameAs] } : {}),
    ...(site.contactPoints && site.contactPoints.length > 0
      ? { contactPoint: site.contactPoints.map(contactPoint) }
      : {}),
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

export interface WebPageInput {
  /** `ContactPage`, `AboutPage`, `CollectionPage` or `WebPage`. */
  type: 'WebPage' | 'AboutPage' | 'CollectionPage' | 'ContactPage';
  title: string;
  description: string;
  url: string;
  lang: string;
  /** The contact page names the organisation's ways in. */
  withContactPoints?: boolean;
}

/** A page that describes itself: what it is and that it is about the organisation. */
export function webPage(input: WebPageInput, site: SiteInfo): JsonLd {
  const about = input.withContactPoints ? organization(site) : organizationRef(site);
  delete about['@context'];
  return {
    '@context': context,
    '@type': input.type,
    name: input.title,
    description: input.description,
    url: input.url,
    inLanguage: input.lang,
    isPartOf: { '@type': 'WebSite', name: site.name, url: site.url },
    about,
  };
}

export interface ArticleInput {
  type: 'Article' | 'BlogPosting' | 'NewsArticle';
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  lang: string;
  /** Left out where the page has no publication day (case studies). */
  datePublished?: string;
  dateModified?: string;
  /** A named person; the organisation is the author otherwise. */
  author?: string;
  /** Absolute URL of its share image. */
  image: string;
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
    image: [input.image],
    ...optional('datePublished', input.datePublished),
    ...optional('dateModified', input.dateModified),
    author: input.author ? { '@type': 'Person', name: input.author } : organizationRef(site),
    publisher: organizationRef(site),
  };
}

/** A `PostalAddress` with the country as its ISO 3166-1 code. */
export function postalAddress(address: PostalAddress): JsonLd {
  return {
    '@type': 'PostalAddress',
    ...optional('streetAddress', address.street),
    addressLocality: address.city,
    ...optional('addressRegion', address.region),
    ...optional('postalCode', address.postalCode),
    addressCountry: address.country,
  };
}

export interface JobInput {
  title: string;
  /** The job page's text as HTML (paragraphs, lists, headings). */
  description: string;
  url: string;
  /** Its slug, the opening's identifier within the organisation. */
  identifier: string;
  datePosted: string;
  validThrough?: string;
  /** "Full-time", "Part-time", "Contract" (the vocabulary's words). */
  employmentType: string;
  /** The office, for a job at one. */
  address?: PostalAddress;
  /** The countries a remote job hires from, as ISO codes. */
  remoteFrom?: readonly string[];
  /** Applications go to another site (an applicant-tracking system), not through this page. */
  appliesElsewhere: boolean;
  salary?: Salary;
}

/** The vocabulary's words as Google's `employmentType` values. */
export const employmentTypes: Readonly<Record<string, string>> = {
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

/** Where the job is: an office job its place; a remote job the countries it hires from. */
function jobPlace(input: JobInput): Record<string, unknown> {
  const place = input.address ? { jobLocation: { '@type': 'Place', address: postalAddress(input.address) } } : {};
  const remote = input.remoteFrom
    ? {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: input.remoteFrom.map((code) => ({ '@type': 'Country', name: code })),
      }
    : {};
  return { ...place, ...remote };
}

/** The pay as Google's `baseSalary`: one figure as `value`, a range as `minValue` and `maxValue`. */
function baseSalary({ currency, from, to, per }: Salary): JsonLd {
  const amount = to === undefined || to === from ? { value: from } : { minValue: from, maxValue: to };
  return {
    '@type': 'MonetaryAmount',
    currency,
    value: { '@type': 'QuantitativeValue', ...amount, unitText: per.toUpperCase() },
  };
}

export function jobPosting(input: JobInput, site: SiteInfo): JsonLd {
  return {
    '@context': context,
    '@type': 'JobPosting',
    title: input.title,
    description: input.description,
    url: input.url,
    identifier: { '@type': 'PropertyValue', name: site.name, value: input.identifier },
    datePosted: input.datePosted,
    ...optional('validThrough', input.validThrough),
    employmentType: employmentTypes[input.employmentType.toLowerCase()] ?? 'OTHER',
    hiringOrganization: { ...organizationRef(site), sameAs: site.url },
    ...jobPlace(input),
    ...(input.salary ? { baseSalary: baseSalary(input.salary) } : {}),
    directApply: !input.appliesElsewhere,
  };
}

export interface EventInput {
  title: string;
  description: string;
  url: string;
  /** ISO 8601: a day, or a day and time with its offset. */
  startDate: string;
  endDate?: string;
  /** "London, Northstar Technologies office", or "Online". */
  location: string;
  address?: PostalAddress;
  /** Absolute URL of its share image. */
  image: string;
  free: boolean;
  /** Over on the day the site was built as. */
  past: boolean;
}

/** Where currency is asked for a free place: the venue country's, euros otherwise. */
const currencies: Readonly<Record<string, string>> = { GB: 'GBP', IN: 'INR', US: 'USD', CA: 'CAD', JP: 'JPY' };

/**
 * schema.org has no status for an event that is over, and `EventScheduled` would claim it is
 * still to come: an upcoming event is `EventScheduled`, a past one carries no `eventStatus` (and no
 * offer, since no place can be had).
 */
export function event(input: EventInput, site: SiteInfo): JsonLd {
  const online = /^online\b/i.test(input.location);
  return {
    '@context': context,
    '@type': 'Event',
    name: input.title,
    description: input.description,
    url: input.url,
    image: [input.image],
    startDate: input.startDate,
    ...optional('endDate', input.endDate),
    ...(input.past ? {} : { eventStatus: 'https://schema.org/EventScheduled' }),
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: input.url }
      : {
          '@type': 'Place',
          name: input.location,
          ...(input.address ? { address: postalAddress(input.address) } : {}),
        },
    organizer: organizationRef(site),
    ...(input.free && !input.past
      ? {
          offers: {
            '@type': 'Offer',
            price: 0,
            priceCurrency: currencies[input.address?.country ?? ''] ?? 'EUR',
            availability: 'https://schema.org/InStock',
            url: input.url,
          },
        }
      : {}),
  };
}
