import { join, relative, sep } from 'node:path';
import {
  eventFileSchema,
  events,
  news,
  newsFileSchema,
  type EventPageFrontmatter,
  type NewsPageFrontmatter,
} from '../collections';
import type { ContentProblem } from '../content-error';
import type { KnownVocabularies } from '../known-pages';
import { compareListOrder } from '../list-order';
import type { PageEntry } from '../page-entry';
import { isMember } from '../schema';
import { eventItemOfFile, eventItemOfPage, type EventItem } from './event-item';
import { readItemFiles } from './item-files';
import { itemLinkProblems, type CheckLink } from './item-links';
import { newsItemOfFile, newsItemOfPage, type NewsItem } from './news-item';

export interface CollectionItems {
  /** Every news item, pages and `.yaml` files, in list order. */
  news: NewsItem[];
  /** Every event, pages and `.yaml` files, in list order. */
  events: EventItem[];
  /** Problems of the `.yaml` files, which are left out; the pages' own are reported with the pages. */
  problems: ContentProblem[];
}

export interface ReadItemsOptions {
  pagesDir: string;
  root: string;
  /** The build's link checker: links the `.yaml` files write are checked too. */
  checkLink?: CheckLink;
  /** The terms a `kind` may take; unchecked when absent (the vocabularies file has problems of its own). */
  vocabularies?: KnownVocabularies;
}

/**
 * The items of the news and events collections: the checked pages of `pages/news/` and
 * `pages/events/` (from the page table) and the `.yaml` files beside them, which have no page.
 */
export function readCollectionItems(
  pages: readonly PageEntry[],
  { pagesDir, root, checkLink, vocabularies }: ReadItemsOptions,
): CollectionItems {
  const pagesLabel = relative(root, pagesDir).split(sep).join('/') || '.';
  const label = (file: string) => `${pagesLabel}/${file}`;
  const newsFiles = readItemFiles(join(pagesDir, news.folder), label(news.folder), newsFileSchema, vocabularies);
  const eventFiles = readItemFiles(join(pagesDir, events.folder), label(events.folder), eventFileSchema, vocabularies);
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
    ...newsFiles.files.map((file) => newsItemOfFile(file.label, file.data)),
  ];
  const eventItems = [
    ...eventPages.map((page) => eventItemOfPage(label(page.file), page)),
    ...eventFiles.files.map((file) => eventItemOfFile(file.label, file.data)),
  ];
  return {
    news: newsItems.sort(compareListOrder),
    events: eventItems.sort(compareListOrder),
    problems: [...newsFiles.problems, ...eventFiles.problems, ...linkProblems],
  };
}
