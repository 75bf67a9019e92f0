import type { PageEntry } from '../shared/page-entry';
import { feedLinkTags } from '../feeds/site-feeds';
import type { Site } from '../site';
import { webFontTags } from './web-font-tags';
import { ownShareImage, shareImagePath, shareImageSize } from './share-image';

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  /** Structured data (`src/structured-data/`), written as `<script type="application/ld+json">`. */
  | { tag: 'script'; json: unknown };

/**
 * Every page's tab title, by one rule: "Title | Site name". A title that already names the site
 * stands alone (the home page may be titled so), never "Site name | Site name". Search results cut
 * a long one short; the build warns about page titles over 60 characters.
 */
export function documentTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

const ogLocales: Record<string, string> = { en: 'en_US', hi: 'hi_IN' };

/** `/hi/about-us` is the Hindi translation of `/about-us`: the path without its language prefix. */
export function basePathOf(page: Pick<PageEntry, 'path' | 'frontmatter'>, defaultLang: string): string {
  const { lang } = page.frontmatter;
  if (lang === defaultLang) return page.path;
  const prefix = `/${lang}`;
  if (page.path === prefix) return '/';
  return page.path.startsWith(`${prefix}/`) ? page.path.slice(prefix.length) : page.path;
}

type Translatable = Pick<PageEntry, 'path' | 'frontmatter'>;

// Built once per page list: looking translations up by filtering the list for every page made
// a build of N pages cost N² comparisons.
const versionIndexes = new WeakMap<readonly Translatable[], Map<string, Translatable[]>>();

function versionIndex(pages: readonly Translatable[], defaultLang: string): Map<string, Translatable[]> {
  let index = versionIndexes.get(pages);
  if (!index) {
    index = new Map();
    for (const page of pages) {
      const base = basePathOf(page, defaultLang);
      index.set(base, [...(index.get(base) ?? []), page]);
    }
    versionIndexes.set(pages, index);
  }
  return index;
}

/** Every language version of a page, the page itself included; a lone page has one. */
export function translationsOf<P extends Translatable>(page: P, pages: readonly P[], defaultLang: string): P[] {
  const versions = versionIndex(pages, defaultLang).get(basePathOf(page, defaultLang)) as P[] | undefined;
  return versions ?? [page];
}

/** The head of a page as data: title, description, canonical, Open Graph, Twitter, hreflang, icon. */
export function headTags(page: PageEntry, pages: readonly PageEntry[], site: Site): HeadTag[] {
  const { title, description, date, lang } = page.frontmatter;
  const image = ownShareImage(page.frontmatter.image);
  const absolute = (path: string) => site.url + path;
  const fullTitle = documentTitle(title, site.name);
  // Without its own image a page shows the one the build draws from its title.
  const imageUrl = absolute(image ?? shareImagePath(page.path));
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });

  const tags: HeadTag[] = [
    { tag: 'title', text: fullTitle },
    meta('name', 'description', description),
    { tag: 'link', attrs: { rel: 'canonical', href: absolute(page.path) } },
    { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' } },
    meta('property', 'og:type', date ? 'article' : 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', absolute(page.path)),
    meta('property', 'og:image', imageUrl),
    ...(image
      ? []
      : [
          meta('property', 'og:image:width', String(shareImageSize.width)),
          meta('property', 'og:image:height', String(shareImageSize.height)),
          meta('property', 'og:image:alt', `${title} | ${site.name}`),
        ]),
    meta('property', 'og:locale', ogLocales[lang] ?? lang),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:site', site.twitterHandle),
    meta('name', 'twitter:title', fullTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
    ...(image ? [] : [meta('name', 'twitter:image:alt', `${title} | ${site.name}`)]),
  ];
  if (date) tags.push(meta('property', 'article:published_time', date));
  if (page.frontmatter.noindex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(...feedLinkTags(page.path, site));

  const versions = translationsOf(page, pages, site.defaultLang);
  if (versions.length > 1) {
    for (const version of versions) {
      tags.push({
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: version.frontmatter.lang, href: absolute(version.path) },
      });
    }
    const fallback = versions.find((version) => version.frontmatter.lang === site.defaultLang);
    if (fallback)
      tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: absolute(fallback.path) } });
  }
  tags.push(...webFontTags(lang));
  return tags;
}
