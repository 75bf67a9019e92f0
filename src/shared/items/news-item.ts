import type { NewsFile, NewsPageFrontmatter } from '../collections';
import type { PageEntry } from '../page-entry';

/** A news item as lists show it, from its page's frontmatter or its `.yaml` file. JSON only: the page index carries it. */
export interface NewsItem {
  /** The file it comes from, as messages name it: `pages/news/q1-2024-financial-results.yaml`. */
  file: string;
  title: string;
  date: string;
  order?: number;
  kind: NewsFile['kind'];
  /** The word above the title on the home page's cards and strip: its `label`, else its kind. */
  label: string;
  summary: string;
  /** The title on the home page's cards. */
  cardTitle: string;
  /** The text on the home page's cards. */
  cardSummary: string;
  /** The press strip's headline; only items with one are in the strip. */
  stripTitle?: string;
  /** Where lists link: the item's page or its `link`; `#` while its document is not published. */
  href: string;
  /** Where the press strip's line links. */
  stripHref: string;
  featured: boolean;
  investors: boolean;
}

type NewsFields = Omit<NewsFile, 'summary' | 'link'> & { summary: string; href: string };

function newsItem(file: string, fields: NewsFields): NewsItem {
  const {
    title,
    date,
    order,
    kind,
    label,
    summary,
    cardTitle,
    cardSummary,
    stripTitle,
    stripLink,
    href,
    featured,
    investors,
  } = fields;
  return {
    file,
    title,
    date,
    order,
    kind,
    label: label ?? kind,
    summary,
    cardTitle: cardTitle ?? title,
    cardSummary: cardSummary ?? summary,
    stripTitle,
    href,
    stripHref: stripLink ?? href,
    featured,
    investors,
  };
}

/** The item of a news page: it links to the page unless it names a `link`; its summary is the description unless it has one. */
export function newsItemOfPage(file: string, { path, frontmatter }: PageEntry<NewsPageFrontmatter>): NewsItem {
  return newsItem(file, {
    ...frontmatter,
    summary: frontmatter.summary ?? frontmatter.description,
    href: frontmatter.link ?? path,
  });
}

/** The item of a `.yaml` news file. */
export function newsItemOfFile(file: string, data: NewsFile): NewsItem {
  return newsItem(file, { ...data, href: data.link });
}
