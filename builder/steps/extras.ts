import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { notFoundPath, type PageEntry } from '../../src/shared/page-entry';
import { redirectsOf, type Redirect } from '../../content/redirects';
import { formActionOrigins } from '../../src/forms/form-action';
import { translationsOf } from '../../src/layout/head-tags';
import { site } from '../../src/site';
import { formatHeadersFile } from '../../server/headers-file';
import { outputFileOf } from '../../server/output-file';
import { redirectPageHtml, redirectsFile } from '../site-files/redirect-page';
import { searchHeaderRules } from '../site-files/search-headers';
import { frameHeaderRules } from '../site-files/frame-headers';
import { securityHeaders } from '../site-files/security-headers';
import { robotsTxt, sitemapXml } from '../site-files/sitemap';
import { securityTxt, securityTxtPath } from '../site-files/security-txt';
import { buildStep } from '../build-context';
import { bundleStep } from './bundle';
import { checkFormPages } from '../site-files/form-pages';
import { prerenderStep } from './prerender';

export interface SiteFilesInput {
  staging: string;
  pages: readonly PageEntry[];
  /** CSP hashes of the inline scripts the prerender wrote. */
  scriptHashes: readonly string[];
  /** When each page last changed, by its path: the sitemap's `lastmod`. */
  lastModified?: Readonly<Record<string, string>>;
  /** The pages that show frames from other sites, with those sites' origins (a `<Video>`'s player). */
  framed?: readonly { path: string; frameSources: readonly string[] }[];
}

async function writeText(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/**
 * Writes what is not a page: a redirect page per alias and `_redirects`, `robots.txt`, `security.txt`,
 * `sitemap.xml` and `_headers`; removes the client manifest. Returns the redirects.
 */
export async function writeSiteFiles({
  staging,
  pages,
  scriptHashes,
  lastModified = {},
  framed = [],
}: SiteFilesInput): Promise<Redirect[]> {
  const redirects = redirectsOf(pages);
  const indexable = pages.filter((page) => page.path !== notFoundPath && !page.frontmatter.noindex);
  await Promise.all([
    ...redirects.map(({ from, to }) => writeText(join(staging, outputFileOf(from)), redirectPageHtml(to, site.url))),
    writeText(join(staging, '_redirects'), redirectsFile(redirects)),
    writeText(join(staging, 'robots.txt'), robotsTxt(site.url)),
    writeText(join(staging, securityTxtPath), securityTxt(new Date())),
    writeText(
      join(staging, 'sitemap.xml'),
      sitemapXml(
        indexable.map((page) => {
          const versions = translationsOf(page, indexable, site.defaultLang);
          return {
            path: page.path,
            date: lastModified[page.path] ?? page.frontmatter.date,
            alternates:
              versions.length > 1
                ? versions.map((version) => ({ lang: version.frontmatter.lang, path: version.path }))
                : [],
          };
        }),
        site.url,
      ),
    ),
    writeText(
      join(staging, '_headers'),
      formatHeadersFile([
        {
          pattern: '/*',
          headers: {
            ...securityHeaders({ scriptHashes, formActionOrigins: formActionOrigins() }),
            'Cache-Control': 'public, max-age=0, must-revalidate',
          },
        },
        ...searchHeaderRules({ scriptHashes, formActionOrigins: formActionOrigins() }),
        ...frameHeaderRules(framed, { scriptHashes, formActionOrigins: formActionOrigins() }),
        { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
        // Named by their content (tools/devanagari-font.ts), like the bundler's assets.
        { pattern: '/fonts/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
      ]),
    ),
  ]);
  await rm(join(staging, '.vite'), { recursive: true, force: true });
  return redirects;
}

/** The form pages checked, then what is not a page written: redirects, robots.txt, the sitemap, headers. */
export const extrasStep = buildStep({
  name: 'extras',
  inputs: { rendered: prerenderStep, bundles: bundleStep },
  async run({ rendered, bundles: { server } }, { folders: { staging }, log }) {
    checkFormPages(rendered.pages, log);
    return writeSiteFiles({
      staging,
      pages: server.pages,
      scriptHashes: rendered.scriptHashes,
      lastModified: server.lastModified,
      framed: rendered.pages.flatMap(({ entry, frameSources }) =>
        frameSources?.length ? [{ path: entry.path, frameSources }] : [],
      ),
    });
  },
});
