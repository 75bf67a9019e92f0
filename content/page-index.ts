import type { ContentProblem } from '../src/shared/content-error';
import type { EventItem } from '../src/shared/items/event-item';
import type { NewsItem } from '../src/shared/items/news-item';
import type { PageEntry } from '../src/shared/page-entry';
import type { SiteNavigation } from '../src/navigation/site-navigation';
import type { Translations } from '../src/translations/phrase';
import { besideBundle } from '../src/shared/mdx/page-module-file';
import type { BrokenPage } from './read-pages';
import type { Site } from './read-site';
import type { Unpublished } from './publication/publication-state';
import { emptyVocabularies, type Vocabularies } from './vocabularies/vocabulary-file';

/**
 * What `virtual:page-index` exports (declared for the site's code in `src/env.ts`), as data: the
 * Vite plugin makes the module from it, and the build hands it to the bundling process as one
 * JSON file (`readSite` ran once; the bundler reads no page).
 */
export interface PageIndexData {
  pages: PageEntry[];
  pagesLabel: string;
  brokenPages: BrokenPage[];
  vocabularies: Vocabularies;
  newsItems: NewsItem[];
  eventItems: EventItem[];
  unpublished: Unpublished[];
  navigation: SiteNavigation | null;
  navigationProblems: ContentProblem[];
  siteProblems: ContentProblem[];
  translations: Translations;
}

/** The page index of a site read; `navigation` is the menus to show (the dev server keeps the last good ones). */
export function pageIndexData(site: Site, navigation: SiteNavigation | null): PageIndexData {
  return {
    pages: site.pages,
    pagesLabel: site.pagesLabel,
    brokenPages: site.broken,
    vocabularies: site.vocabularies?.terms ?? emptyVocabularies,
    newsItems: site.items.news,
    eventItems: site.items.events,
    unpublished: site.unpublished,
    navigation,
    navigationProblems: site.navigation.problems,
    siteProblems: site.siteProblems,
    translations: site.translations.translations,
  };
}

/**
 * The module's code. `lastModified` undefined: the SSR build's, which imports the dates and the
 * public files' photos at run time from the files the build writes beside the bundle
 * (`builder/pages/server-files.ts`), so an edit that changes only a date keeps the bundle.
 */
export function pageIndexModule(index: PageIndexData, lastModified: Record<string, string> | undefined): string {
  return [
    `export const pages = ${JSON.stringify(index.pages)};`,
    lastModified
      ? `export const lastModified = ${JSON.stringify(lastModified)};`
      : // From a variable, not a literal: Vite would take `new URL('literal', import.meta.url)` for an asset.
        `const datesFile = ${JSON.stringify(besideBundle.pageDates)};\n` +
        `export const { lastModified } = await import(/* @vite-ignore */ new URL(datesFile, import.meta.url).href);`,
    `export const pagesLabel = ${JSON.stringify(index.pagesLabel)};`,
    `export const brokenPages = ${JSON.stringify(index.brokenPages)};`,
    `export const vocabularies = ${JSON.stringify(index.vocabularies)};`,
    `export const newsItems = ${JSON.stringify(index.newsItems)};`,
    `export const eventItems = ${JSON.stringify(index.eventItems)};`,
    `export const unpublished = ${JSON.stringify(index.unpublished)};`,
    `export const navigation = ${JSON.stringify(index.navigation)};`,
    `export const navigationProblems = ${JSON.stringify(index.navigationProblems)};`,
    `export const siteProblems = ${JSON.stringify(index.siteProblems)};`,
    `export const translations = ${JSON.stringify(index.translations)};`,
    lastModified
      ? 'export const publicPhotos = {};'
      : `const photosFile = ${JSON.stringify(besideBundle.publicPhotos)};\n` +
        `export const { publicPhotos } = await import(/* @vite-ignore */ new URL(photosFile, import.meta.url).href);`,
    '',
  ].join('\n');
}
