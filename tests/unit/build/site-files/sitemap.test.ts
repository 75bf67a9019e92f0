import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../../../builder/site-files/sitemap';

const siteUrl = 'https://www.northstar-technologies.example';

describe('sitemapXml', () => {
  const xml = sitemapXml(
    [
      { path: '/', alternates: [] },
      { path: '/news/q1', date: '2026-04-15', alternates: [] },
      {
        path: '/about-us',
        alternates: [
          { lang: 'en', path: '/about-us' },
          { lang: 'hi', path: '/hi/about-us' },
        ],
      },
    ],
    siteUrl,
  );

  it('is a urlset with the xhtml namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });

  it('has one url per page with its absolute loc', () => {
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain(`<url><loc>${siteUrl}/</loc></url>`);
  });

  it('has lastmod for dated pages only', () => {
    expect(xml).toContain(`<url><loc>${siteUrl}/news/q1</loc><lastmod>2026-04-15</lastmod></url>`);
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  it('lists hreflang alternates', () => {
    expect(xml).toContain(
      `<url><loc>${siteUrl}/about-us</loc>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/about-us"/>` +
        `<xhtml:link rel="alternate" hreflang="hi" href="${siteUrl}/hi/about-us"/></url>`,
    );
  });

  it('escapes URLs', () => {
    expect(sitemapXml([{ path: '/a&b', alternates: [] }], siteUrl)).toContain(`<loc>${siteUrl}/a&amp;b</loc>`);
  });
});

describe('robotsTxt', () => {
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt(siteUrl)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });
});
