import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '../../../src/navigation/breadcrumb-trail';

type Alias = string | { path: string; anchor: string };
const page = (path: string, title: string, lang: 'en' | 'hi' = 'en', aliases: Alias[] = []) => ({
  path,
  frontmatter: {
    title,
    description: 'Description',
    aliases,
    lang,
    draft: false,
    noindex: false,
    allowHashLinks: false,
  },
});

const pages = [
  page('/', 'Northstar Technologies'),
  page('/industries', 'Industries'),
  page('/industries/manufacturing', 'Manufacturing'),
  page('/insights', 'Insights'),
  page('/insights/blog', 'Blog', 'en', ['/blog']),
  page('/blog/ai-ethics', 'AI ethics'),
  page('/thank-you/inquiry', 'Thank you'),
  page('/about-us', 'About us'),
  page('/hi/about-us', 'हमारे बारे में', 'hi'),
  page('/a/b/c', 'C'),
  page('/a', 'A'),
];

const labels = (path: string) =>
  breadcrumbTrail(
    pages.find((candidate) => candidate.path === path)!,
    pages,
  ).map((crumb) => crumb.label);

describe('breadcrumbTrail', () => {
  it('Home, each ancestor page by its title, the page last', () => {
    expect(breadcrumbTrail(pages[2], pages)).toEqual([
      { label: 'Home', path: '/', lang: 'en' },
      { label: 'Industries', path: '/industries', lang: 'en' },
      { label: 'Manufacturing', path: '/industries/manufacturing', lang: 'en' },
    ]);
  });

  it('no trail on the home page and top-level pages', () => {
    expect(labels('/')).toEqual([]);
    expect(labels('/about-us')).toEqual([]);
    expect(labels('/industries')).toEqual([]);
  });

  it('skips an ancestor with no page', () => {
    expect(labels('/thank-you/inquiry')).toEqual(['Home', 'Thank you']);
    expect(labels('/a/b/c')).toEqual(['Home', 'A', 'C']);
  });

  it('an ancestor that is an old path stands for the page it redirects to, with its own ancestors', () => {
    expect(labels('/blog/ai-ethics')).toEqual(['Home', 'Insights', 'Blog', 'AI ethics']);
  });

  it('a translated page: Home in English, the page in its language', () => {
    expect(breadcrumbTrail(pages[8], pages)).toEqual([
      { label: 'Home', path: '/', lang: 'en' },
      { label: 'हमारे बारे में', path: '/hi/about-us', lang: 'hi' },
    ]);
  });

  it('an alias loop ends instead of recurring forever', () => {
    const looped = [page('/x', 'X', 'en', ['/x/y']), page('/x/y/z', 'Z')];
    expect(breadcrumbTrail(looped[1], looped).map((crumb) => crumb.label)).toEqual(['X', 'Z']);
  });
});
