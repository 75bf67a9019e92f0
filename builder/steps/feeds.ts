import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readCollectionItems } from '../../content/items/read-items';
import type { NewsItem } from '../../src/shared/items/news-item';
import type { PageEntry } from '../../src/shared/page-entry';
import { feedTitle, siteFeeds, type SiteFeed } from '../../src/feeds/site-feeds';
import { site } from '../../src/site';
import { atomFeed } from '../feeds/atom-feed';
import { feedEntries } from '../feeds/feed-entries';
import { buildStep } from '../build-context';
import { bundleStep } from './bundle';
import { extrasStep } from './extras';

export interface FeedsInput {
  staging: string;
  pages: readonly PageEntry[];
  pagesDir: string;
  root: string;
  /** The build's day: news items not published then are left out, as in the page index. */
  asOf: string;
}

/** The Atom document of one feed, from the published pages and news items: the build writes it, the dev server answers it. */
export function feedDocument(feed: SiteFeed, pages: readonly PageEntry[], news: readonly NewsItem[]): string {
  return atomFeed({
    title: feedTitle(feed, site.name),
    subtitle: feed.subtitle,
    feedUrl: site.url + feed.path,
    pageUrl: site.url + feed.listPath,
    siteName: site.name,
    siteUrl: site.url,
    entries: feedEntries(feed.id, pages, news, site.url),
  });
}

/** Writes each Atom feed of `siteFeeds` whose list page exists, beside it; returns the feeds' URL paths. */
export async function writeFeeds({ staging, pages, pagesDir, root, asOf }: FeedsInput): Promise<string[]> {
  // The items were checked in the build's first step; this reads the same files again (a few ms).
  const { news } = readCollectionItems(pages, { pagesDir, root, asOf });
  const paths = new Set(pages.map((page) => page.path));
  const feeds = siteFeeds.filter((feed) => paths.has(feed.listPath));
  await Promise.all(
    feeds.map(async (feed) => {
      const file = join(staging, feed.path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, feedDocument(feed, pages, news));
    }),
  );
  return feeds.map((feed) => feed.path);
}

/** The Atom feeds of the news lists. */
export const feedsStep = buildStep({
  name: 'feeds',
  inputs: { bundles: bundleStep },
  // On this thread, as the prerender is: its time would count in the prerender's.
  after: [extrasStep],
  async run({ bundles }, { folders: { staging }, pagesDir, root, asOf }) {
    return writeFeeds({ staging, pages: bundles.server.pages, pagesDir, root, asOf });
  },
});
