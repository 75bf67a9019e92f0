import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import { readSite } from '../../content/read-site';
import { notFoundPath } from '../../src/shared/page-entry';
import { today } from '../../src/shared/publication/as-of';
import { site } from '../../src/site';
import { builtDocuments, isRedirectPage } from './built-site';

/** The text of an element's first match, entities decoded as far as titles use them. */
function textOf(html: string, pattern: RegExp): string | undefined {
  const found = pattern.exec(html)?.[1];
  return found
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/**
 * Every built page's tab title follows the one rule of `documentTitle`: its page title (from the
 * page table: `readSite` over `pages/`), then "| Northstar Technologies"; a title that names the
 * site already stands alone.
 */
describe('tab titles', () => {
  it('are "page title | Northstar Technologies" on every page', () => {
    const { pages } = readSite({
      pagesDir: join(projectRoot, 'pages'),
      root: projectRoot,
      includeDrafts: false,
      asOf: today(),
    });
    const titleOf = new Map(pages.map((page) => [page.path, page.frontmatter.title]));
    const documents = builtDocuments().filter(({ html }) => !isRedirectPage(html));
    let checked = 0;
    const wrong = documents.flatMap(({ file, html }) => {
      const path =
        file === '404.html' ? notFoundPath : `/${file.replace(/(^|\/)index\.html$/, '')}`.replace(/\/$/, '') || '/';
      const own = titleOf.get(path);
      // Built documents that are no page of the table (the component reference) have titles of their own.
      if (own === undefined) return [];
      checked++;
      const title = textOf(html, /<title>([^<]*)<\/title>/);
      const expected = own.includes(site.name) ? own : `${own} | ${site.name}`;
      return title === expected ? [] : [`${file}: "${title}", not "${expected}"`];
    });
    expect(checked).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  });
});
