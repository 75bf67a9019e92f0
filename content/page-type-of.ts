import { site } from '../src/site';
import { blogPosts, caseStudies, events, insights, jobs, news, research, whitePapers } from '../src/shared/collections';
import type { PageType } from '../src/shared/page-types';
import { isMember, languages, type Collection } from '../src/shared/schema';

/** Each collection's members are of one type; its listing page (`index.mdx`) and section pages are pages. */
const collectionTypes: readonly [Collection, PageType][] = [
  [caseStudies, 'Case study'],
  [insights, 'Insight'],
  [blogPosts, 'Blog post'],
  [research, 'Research'],
  [whitePapers, 'Research'],
  [news, 'News'],
  [jobs, 'Job'],
  [events, 'Event'],
];

/** Route folders that are no collection: every page below them, at any depth, but not the folder's own page. */
const folderTypes: readonly [string, PageType][] = [
  ['services/', 'Service'],
  ['industries/', 'Industry'],
];

/** The folders translations live in: `hi/`. */
const translationFolders = languages.filter((lang) => lang !== site.defaultLang).map((lang) => `${lang}/`);

/**
 * What kind of page a page file is (relative to `pages/`, e.g. `services/cloud/migration.mdx`), as
 * search results name it and filter by it. A translation (`hi/services/cloud.mdx`) is of its
 * original's kind.
 */
export function pageTypeOf(relativeFile: string): PageType {
  const file = relativeFile.replace(/\\/g, '/');
  const folder = translationFolders.find((prefix) => file.startsWith(prefix));
  const original = folder ? file.slice(folder.length) : file;
  for (const [collection, type] of collectionTypes) if (isMember(original, collection)) return type;
  for (const [prefix, type] of folderTypes) {
    if (original.startsWith(prefix) && original !== `${prefix}index.mdx`) return type;
  }
  return 'Page';
}
