import { xmlDocument, type XmlElement } from './xml-writer';

export interface FeedEntry {
  title: string;
  summary: string;
  /** Absolute URL of the page, or of the address a page-less news item leads to. */
  link: string;
  /** Publication day, YYYY-MM-DD. */
  date: string;
  author?: string;
  /** The entry's kind or category, e.g. "Press release", "White Paper". */
  category?: string;
}

export interface AtomFeedInput {
  title: string;
  subtitle: string;
  /** Absolute URL of the feed itself; also its id. */
  feedUrl: string;
  /** Absolute URL of the page listing the same things. */
  pageUrl: string;
  /** Named as the author of every entry that names none (Atom wants one for each). */
  siteName: string;
  siteUrl: string;
  /** Newest first. */
  entries: readonly FeedEntry[];
}

/** RFC 3339 for a day: the start of it in UTC, as frontmatter dates have no time or zone. */
export function rfc3339Day(date: string): string {
  return `${date}T00:00:00Z`;
}

const text = (name: string, value: string | undefined): XmlElement | undefined =>
  value === undefined ? undefined : { name, children: [value] };

function entryXml(entry: FeedEntry): XmlElement {
  const when = rfc3339Day(entry.date);
  return {
    name: 'entry',
    children: [
      text('title', entry.title),
      { name: 'link', attrs: { rel: 'alternate', type: 'text/html', href: entry.link } },
      text('id', entry.link),
      text('published', when),
      text('updated', when),
      entry.author ? { name: 'author', children: [text('name', entry.author)] } : undefined,
      entry.category ? { name: 'category', attrs: { term: entry.category } } : undefined,
      text('summary', entry.summary),
    ],
  };
}

/**
 * An Atom 1.0 document (RFC 4287). Dates are publication days, so the feed changes only when
 * content does; the feed's `updated` is its newest entry's (the Unix epoch when it has none).
 */
export function atomFeed({ title, subtitle, feedUrl, pageUrl, siteName, siteUrl, entries }: AtomFeedInput): string {
  const newest = entries.reduce<string | undefined>(
    (latest, entry) => (latest === undefined || entry.date > latest ? entry.date : latest),
    undefined,
  );
  return xmlDocument({
    name: 'feed',
    attrs: { xmlns: 'http://www.w3.org/2005/Atom', 'xml:lang': 'en' },
    children: [
      text('title', title),
      text('subtitle', subtitle),
      { name: 'link', attrs: { rel: 'self', type: 'application/atom+xml', href: feedUrl } },
      { name: 'link', attrs: { rel: 'alternate', type: 'text/html', href: pageUrl } },
      text('id', feedUrl),
      text('updated', rfc3339Day(newest ?? '1970-01-01')),
      { name: 'author', children: [text('name', siteName), text('uri', siteUrl)] },
      ...entries.map(entryXml),
    ],
  });
}
