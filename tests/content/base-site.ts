import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { projectRoot } from '../../builder/build-site';

/**
 * The small site every content fixture is laid over, in place of all the real pages: the pages the
 * header and footer link to (the navigation's, the footer credit's, the search box's), the pages the
 * forms land on, and the data files the build reads.
 *
 * Most of it is real: these files are copied from `pages/` as they are, so they cannot drift.
 * Real pages whose text links across the whole site (the home page, the about page, the cloud and
 * experience services pages, the United States page, the thank-you pages: together they reach 130 of the 208 pages) are replaced by small stand-ins in
 * `tests/fixtures/base-site/`, with the base's own `_navigation.yaml`: the real file's places, each
 * with a few links. tests/content/base-site.test.ts checks that the base reads clean, that every
 * stand-in takes the place of a real page, and builds it.
 */
export const realBaseFiles = [
  '_translations/hi.yaml',
  '_vocabularies.yaml',
  '_words.txt',
  '404.mdx',
  'about/corporate-governance.mdx',
  'about/sustainability.mdx',
  'case-studies/index.mdx',
  'contact-us.mdx',
  'cookie-notice.mdx',
  'events.mdx',
  'form-not-sent.mdx',
  'industries/banking.mdx',
  'industries/index.mdx',
  'insights/featured.mdx',
  'insights/themes/sustainable-technology.mdx',
  'investors.mdx',
  'investors/annual-report-2023.mdx',
  'news/annual-general-meeting.mdx',
  'news/index.mdx',
  'news/q1-2024-financial-results.mdx',
  'news/sustainability-report.mdx',
  'privacy.mdx',
  'search.mdx',
  'services/application-services.mdx',
  'services/automation.mdx',
  'services/business-process.mdx',
  'services/index.mdx',
  'sitemap.mdx',
  'terms.mdx',
] as const;

/** The base's stand-ins and navigation, laid over the real files. */
export const baseFixtureDir = join(projectRoot, 'tests/fixtures/base-site');

/** Copies real files (paths relative to `pages/`) into `pagesDir`. */
export function copyRealPages(files: readonly string[], pagesDir: string): void {
  for (const file of files) {
    mkdirSync(dirname(join(pagesDir, file)), { recursive: true });
    cpSync(join(projectRoot, 'pages', file), join(pagesDir, file));
  }
}

/** Writes the base site into `pagesDir` (which must exist and be empty). */
export function writeBaseSite(pagesDir: string): void {
  copyRealPages(realBaseFiles, pagesDir);
  cpSync(baseFixtureDir, pagesDir, { recursive: true });
}
