import { describe, expect, it } from 'vitest';
import {
  blogPosts,
  caseStudies,
  events,
  insights,
  jobs,
  news,
  research,
  whitePapers,
} from '../../src/shared/collections';
import { isMember, type Collection } from '../../src/shared/schema';
import { builtDocuments, isRedirectPage } from './built-site';

const pages = builtDocuments().filter(({ file, html }) => file !== '404.html' && !isRedirectPage(html));

/** `insights/cloud-native/index.html` is the page `/insights/cloud-native`, whose file is `insights/cloud-native.mdx` or its `index.mdx`. */
const pathOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '')}`;

const typeOfCollection: [readonly Collection[], string][] = [
  [[insights, research, whitePapers, caseStudies], 'Article'],
  [[blogPosts], 'BlogPosting'],
  [[news], 'NewsArticle'],
  [[jobs], 'JobPosting'],
  [[events], 'Event'],
];

/** The types a page must carry, from its path alone. */
/** Pages that describe themselves to search engines (issue 33): the organisation's own pages. */
const pageTypes: Record<string, string> = {
  '/about-us': 'AboutPage',
  '/careers': 'AboutPage',
  '/investors': 'AboutPage',
  '/contact-us': 'ContactPage',
};

function expectedTypes(path: string): string[] {
  if (path === '/') return ['Organization', 'WebSite'];
  if (pageTypes[path]) return [pageTypes[path]];
  const types = path.split('/').length > 2 ? ['BreadcrumbList'] : [];
  const file = `${path.slice(1)}.mdx`;
  for (const [collections, type] of typeOfCollection)
    if (collections.some((collection) => isMember(file, collection))) types.push(type);
  return types;
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return Array.from(
    html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ([, text]) => JSON.parse(text) as Record<string, unknown>,
  );
}

/** The visible trail: each crumb's link and words. */
function visibleTrail(html: string): { name: string; item: string }[] {
  // The trail leads <main>; its label is translated on Hindi pages.
  const nav = /<main[^>]*><nav[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return Array.from(nav.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g), ([, href, text]) => ({
    name: text
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"'),
    item: href,
  }));
}

describe('JSON-LD of every built page', () => {
  it('there are pages to check', () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  it('every block parses, names schema.org, and each page has the types of its kind', () => {
    const wrong = pages.flatMap(({ file, html }) => {
      const data = jsonLdOf(html);
      const types = data.map((item) => item['@type']);
      const expected = expectedTypes(pathOf(file));
      const problems = data.some((item) => item['@context'] !== 'https://schema.org') ? ['@context'] : [];
      if (JSON.stringify(types) !== JSON.stringify(expected))
        problems.push(`types ${types.join(',')} instead of ${expected.join(',')}`);
      return problems.map((problem) => `${file}: ${problem}`);
    });
    expect(wrong).toEqual([]);
  });

  it('the BreadcrumbList is the visible trail, the current page last and marked', () => {
    const wrong = pages.flatMap(({ file, html }) => {
      const list = jsonLdOf(html).find((item) => item['@type'] === 'BreadcrumbList');
      const visible = visibleTrail(html);
      if (!list) return visible.length === 0 ? [] : [`${file}: a visible trail without BreadcrumbList`];
      const items = (list.itemListElement as { name: string; item: string; position: number }[]).map(
        ({ name, item }) => ({ name, item: new URL(item).pathname }),
      );
      const problems = JSON.stringify(items) === JSON.stringify(visible) ? [] : [`${file}: trail differs`];
      const current = /<a href="([^"]*)"[^>]*aria-current="page"[^>]*>[^<]*<\/a>\s*<\/li>\s*<\/ol>/.exec(html);
      if (current?.[1] !== pathOf(file)) problems.push(`${file}: the current page is not last and marked`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('no JSON-LD block can end its script early', () => {
    const unsafe = pages.filter(({ html }) =>
      Array.from(html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)).some(([, text]) =>
        text.includes('<'),
      ),
    );
    expect(unsafe.map(({ file }) => file)).toEqual([]);
  });
});
