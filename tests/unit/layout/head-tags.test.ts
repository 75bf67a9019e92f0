import { describe, expect, it } from 'vitest';
import type { PageEntry } from '../../../src/shared/page-entry';
import { basePathOf, documentTitle, headTags, translationsOf, type HeadTag } from '../../../src/layout/head-tags';
import { site } from '../../../src/site';

function page(path: string, extra: Partial<PageEntry['frontmatter']> = {}): PageEntry {
  return {
    file: `${path.slice(1) || 'index'}.mdx`,
    path,
    frontmatter: {
      title: 'About us',
      description: 'Who we are',
      aliases: [],
      lang: 'en',
      draft: false,
      noindex: false,
      allowHashLinks: false,
      ...extra,
    },
  };
}

const origin = 'https://www.northstar-technologies.example';

function metaContent(tags: HeadTag[], key: string): string | undefined {
  for (const tag of tags) {
    if (tag.tag === 'meta' && (tag.attrs.name === key || tag.attrs.property === key)) return tag.attrs.content;
  }
  return undefined;
}

function links(tags: HeadTag[], rel: string): Record<string, string>[] {
  return tags.flatMap((tag) => (tag.tag === 'link' && tag.attrs.rel === rel ? [tag.attrs] : []));
}

describe('headTags', () => {
  const about = page('/about-us');
  const tags = headTags(about, [about], site);

  it('titles the page "title | site name"', () => {
    expect(tags[0]).toEqual({ tag: 'title', text: 'About us | Northstar Technologies' });
  });

  it('adds the site name to every title, long ones too, but never twice', () => {
    const long = 'Digital transformation that lasts: lessons from 15 years';
    expect(documentTitle(long, 'Northstar Technologies')).toBe(`${long} | Northstar Technologies`);
    expect(documentTitle('Northstar Technologies: technology services', 'Northstar Technologies')).toBe(
      'Northstar Technologies: technology services',
    );
  });

  it('has the description and an absolute canonical URL', () => {
    expect(metaContent(tags, 'description')).toBe('Who we are');
    expect(links(tags, 'canonical')).toEqual([{ rel: 'canonical', href: `${origin}/about-us` }]);
  });

  it('has Open Graph tags for a website', () => {
    expect(metaContent(tags, 'og:type')).toBe('website');
    expect(metaContent(tags, 'og:site_name')).toBe('Northstar Technologies');
    expect(metaContent(tags, 'og:title')).toBe('About us | Northstar Technologies');
    expect(metaContent(tags, 'og:description')).toBe('Who we are');
    expect(metaContent(tags, 'og:url')).toBe(`${origin}/about-us`);
    expect(metaContent(tags, 'og:image')).toBe(`${origin}/images/share/about-us.png`);
    expect(metaContent(tags, 'og:image:width')).toBe('1200');
    expect(metaContent(tags, 'og:image:height')).toBe('630');
    expect(metaContent(tags, 'og:image:alt')).toBe('About us | Northstar Technologies');
    expect(metaContent(tags, 'og:locale')).toBe('en_US');
    expect(metaContent(tags, 'article:published_time')).toBeUndefined();
  });

  it('has Twitter tags', () => {
    expect(metaContent(tags, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(tags, 'twitter:site')).toBe('@northstartech');
    expect(metaContent(tags, 'twitter:title')).toBe('About us | Northstar Technologies');
    expect(metaContent(tags, 'twitter:description')).toBe('Who we are');
    expect(metaContent(tags, 'twitter:image')).toBe(`${origin}/images/share/about-us.png`);
    expect(metaContent(tags, 'twitter:image:alt')).toBe('About us | Northstar Technologies');
  });

  it('uses the page image when it has one', () => {
    const withImage = page('/cloud', { image: '/images/og/cloud.png' });
    const own = headTags(withImage, [withImage], site);
    expect(metaContent(own, 'og:image')).toBe(`${origin}/images/og/cloud.png`);
    expect(metaContent(own, 'twitter:image')).toBe(`${origin}/images/og/cloud.png`);
    // Its size and subject are not known: no width, height or alt is claimed for it.
    expect(metaContent(own, 'og:image:width')).toBeUndefined();
    expect(metaContent(own, 'og:image:alt')).toBeUndefined();
  });

  it('shares the generated image when the page image is an SVG, which link previews do not show', () => {
    const illustrated = page('/cloud', { image: '/images/illustrations/cloud.svg' });
    const own = headTags(illustrated, [illustrated], site);
    expect(metaContent(own, 'og:image')).toBe(`${origin}/images/share/cloud.png`);
    expect(metaContent(own, 'og:image:width')).toBe('1200');
  });

  it('makes a dated page an article', () => {
    const news = page('/news/q1', { date: '2026-04-15' });
    const own = headTags(news, [news], site);
    expect(metaContent(own, 'og:type')).toBe('article');
    expect(metaContent(own, 'article:published_time')).toBe('2026-04-15');
  });

  it('asks search engines to leave out a noindex page, and only that page', () => {
    const thanks = page('/thank-you/contact', { noindex: true });
    expect(metaContent(headTags(thanks, [thanks], site), 'robots')).toBe('noindex');
    expect(metaContent(tags, 'robots')).toBeUndefined();
  });

  it('has no alternates for a page without translations', () => {
    expect(links(tags, 'alternate')).toEqual([]);
  });

  it('has hreflang alternates and x-default when a translation exists', () => {
    const hindi = page('/hi/about-us', { lang: 'hi', title: 'हमारे बारे में' });
    const other = page('/services');
    const pages = [about, hindi, other];
    const expected = [
      { rel: 'alternate', hreflang: 'en', href: `${origin}/about-us` },
      { rel: 'alternate', hreflang: 'hi', href: `${origin}/hi/about-us` },
      { rel: 'alternate', hreflang: 'x-default', href: `${origin}/about-us` },
    ];
    expect(links(headTags(about, pages, site), 'alternate')).toEqual(expected);
    const hindiTags = headTags(hindi, pages, site);
    expect(links(hindiTags, 'alternate')).toEqual(expected);
    expect(metaContent(hindiTags, 'og:locale')).toBe('hi_IN');
    expect(links(hindiTags, 'canonical')[0].href).toBe(`${origin}/hi/about-us`);
    expect(links(headTags(other, pages, site), 'alternate')).toEqual([]);
  });

  it('has no x-default when no version is in the default language', () => {
    const a = page('/hi/only', { lang: 'hi' });
    const b = page('/only', { lang: 'hi' });
    const alternates = links(headTags(a, [a, b], site), 'alternate');
    expect(alternates.map((attrs) => attrs.hreflang)).toEqual(['hi', 'hi']);
  });
});

describe('basePathOf', () => {
  it('keeps the path of a default-language page', () => {
    expect(basePathOf(page('/about-us'), 'en')).toBe('/about-us');
    expect(basePathOf(page('/hi/about-us'), 'en')).toBe('/hi/about-us');
  });

  it('drops the language prefix of a translation', () => {
    expect(basePathOf(page('/hi/about-us', { lang: 'hi' }), 'en')).toBe('/about-us');
    expect(basePathOf(page('/hi', { lang: 'hi' }), 'en')).toBe('/');
  });

  it('keeps a translation path that does not start with the prefix', () => {
    expect(basePathOf(page('/hindi-news', { lang: 'hi' }), 'en')).toBe('/hindi-news');
  });
});

describe('translationsOf', () => {
  it('finds every language version, the page included', () => {
    const en = page('/about-us');
    const hi = page('/hi/about-us', { lang: 'hi' });
    const home = page('/');
    const hiHome = page('/hi', { lang: 'hi' });
    const pages = [en, hi, home, hiHome];
    expect(translationsOf(en, pages, 'en')).toEqual([en, hi]);
    expect(translationsOf(hiHome, pages, 'en')).toEqual([home, hiHome]);
  });

  it('returns only the page itself for a lone page', () => {
    const lone = page('/careers');
    expect(translationsOf(lone, [lone, page('/about-us')], 'en')).toEqual([lone]);
  });
});
