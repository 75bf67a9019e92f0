import { escapeHtml } from '../../src/layout/escape-html';

export interface SitemapPage {
  path: string;
  date?: string;
  /** Other language versions, with the page itself, when it has translations. */
  alternates: readonly { lang: string; path: string }[];
}

/** `sitemap.xml`: one `<url>` per page, with hreflang alternates where a page has translations. */
export function sitemapXml(pages: readonly SitemapPage[], siteUrl: string): string {
  const urls = pages.map(({ path, date, alternates }) => {
    const lines = [`<url>`, `<loc>${escapeHtml(siteUrl + path)}</loc>`];
    if (date) lines.push(`<lastmod>${date}</lastmod>`);
    for (const alternate of alternates) {
      lines.push(
        `<xhtml:link rel="alternate" hreflang="${alternate.lang}" href="${escapeHtml(siteUrl + alternate.path)}"/>`,
      );
    }
    lines.push('</url>');
    return lines.join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
