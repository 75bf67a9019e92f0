import { join, relative, sep } from 'node:path';
import {
  eventFileSchema,
  events,
  news,
  newsFileSchema,
  type EventPageFrontmatter,
  type NewsPageFrontmatter,
} from '../../src/shared/collections';
import type { ContentProblem } from '../../src/shared/content-error';
import type { KnownVocabularies } from '../known-pages';
import { compareListOrder } from '../../src/shared/list-order';
import type { PageEntry } from '../../src/shared/page-entry';
import { isMember } from '../../src/shared/schema';
import { eventItemOfFile, eventItemOfPage, type EventItem } from '../../src/shared/items/event-item';
import { readItemFiles } from './item-files';
import { itemLinkProblems, type CheckLink } from '../links/item-links';
import { newsItemOfFile, newsItemOfPage, type NewsItem } from '../../src/shared/items/news-item';
import type { AsOf } from '../../src/shared/publication/as-of';
import { publicationOn, type Unpublished } from '../publication/publication-state';
import type { ItemFile } from './item-files';

export interface CollectionItems {
  /** Every news item, pages and `.yaml` files, in list order. */
  news: NewsItem[];
  /** Every event, pages and `.yaml` files, in list order. */
  events: EventItem[];
  /** Problems of the `.yaml` files, which are left out; the pages' own are reported with the pages. */
  problems: ContentProblem[];
  /** `.yaml` items not published on the as-of day: left out, or kept with `includeDrafts`. (Pages are the page table's.) */
  unpublished: Unpublished[];
}

export interface ReadItemsOptions {
  pagesDir: string;
  root: string;
  /** The build's link checker: links the `.yaml` files write are checked too. */
  checkLink?: CheckLink;
  /** The terms a `kind` may take; unchecked when absent (the vocabularies file has problems of its own). */
  vocabularies?: KnownVocabularies;
  /** The day the site is built as: a news item dated after it is not listed yet, an item is not listed from its `expires` on, and events before it are past. */
  asOf: AsOf;
  /** Keep the items not published on `asOf` (the dev server shows them, as it shows drafts). */
  includeDrafts?: boolean;
}

/** The published item files of a collection, and the others; a news item's `date` is its publication, an event's is its day. */
function publishedFiles<T extends { date: string; expires?: string }>(
  files: readonly ItemFile<T>[],
  dateIsPublication: boolean,
  asOf: AsOf,
  includeDrafts: boolean,
): { files: ItemFile<T>[]; unpublished: Unpublished[] } {
  const unpublished: Unpublished[] = [];
  const kept = files.filter(({ label, data }) => {
    const publication = publicationOn(
      { publishes: dateIsPublication ? data.date : undefined, expires: data.expires },
      asOf,
    );
    if (publication.state === 'published') return true;
    unpublished.push({ file: label, publication });
    return includeDrafts;
  });
  return { files: kept, unpublished };
}

/**
 * The items of the news and events collections: the checked pages of `pages/news/` and
 * `pages/events/` (from the page table) and the `.yaml` files beside them, which have no page.
 */
export function readCollectionItems(
  pages: readonly PageEntry[],
  { pagesDir, root, checkLink, vocabularies, asOf, includeDrafts = false }: ReadItemsOptions,
): CollectionItems {
  const pagesLabel = relative(root, pagesDir).split(sep).join('/') || '.';
  const label = (file: string) => `${pagesLabel}/${file}`;
  const newsFiles = readItemFiles(join(pagesDir, news.folder), label(news.folder), newsFileSchema, vocabularies);
  const eventFiles = readItemFiles(join(pagesDir, events.folder), label(events.folder), eventFileSchema, vocabularies);
  const publishedNews = publishedFiles(newsFiles.files, true, asOf, includeDrafts);
  const publishedEvents = publishedFiles(eventFiles.files, false, asOf, includeDrafts);
  const newsPages = pages.filter((page) => isMember(page.file, news)) as PageEntry<NewsPageFrontmatter>[];
  const eventPages = pages.filter((page) => isMember(page.file, events)) as PageEntry<EventPageFrontmatter>[];
  const linkProblems = checkLink
    ? [
        ...itemLinkProblems(newsFiles.files, `/${news.folder}`, checkLink),
        ...itemLinkProblems(eventFiles.files, `/${events.folder}`, checkLink),
      ]
    : [];
  const newsItems = [
    ...newsPages.map((page) => newsItemOfPage(label(page.file), page)),
    ...publishedNews.files.map((file) => newsItemOfFile(file.label, file.data)),
  ];
  const eventItems = [
    ...eventPages.map((page) => eventItemOfPage(label(page.file), page, asOf)),
    ...publishedEvents.files.map((file) => eventItemOfFile(file.label, file.data, asOf)),
  ];
  return {
    news: newsItems.sort(compareListOrder),
    events: eventItems.sort(compareListOrder),
    problems: [...newsFiles.problems, ...eventFiles.problems, ...linkProblems],
    unpublished: [...publishedNews.unpublished, ...publishedEvents.unpublished],
  };
}
