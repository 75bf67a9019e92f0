import type { Phrase } from '../translations/phrase';
import type { PageEntry } from '../shared/page-entry';

/** One step of a breadcrumb trail: a page, its title and its language. */
export interface Crumb {
  label: string;
  path: string;
  lang: string;
}

type TrailPage = Pick<PageEntry, 'path' | 'frontmatter'>;

/** The home page's crumb reads "Home", not its title. */
export const homeLabel = 'Home';

// Built once per page list, as `head-tags.ts` builds its translation index: looking each ancestor
// up by scanning the list would make a build of N pages cost N² comparisons.
const indexes = new WeakMap<readonly TrailPage[], Map<string, TrailPage>>();

/** Every page by its path and by each of its aliases (an old path stands for the page it now is). */
function pathIndex(pages: readonly TrailPage[]): Map<string, TrailPage> {
  let index = indexes.get(pages);
  if (!index) {
    index = new Map();
    for (const page of pages) {
      for (const alias of page.frontmatter.aliases) {
        const path = typeof alias === 'string' ? alias : alias.path;
        if (!index.has(path)) index.set(path, page);
      }
    }
    for (const page of pages) index.set(page.path, page);
    indexes.set(pages, index);
  }
  return index;
}

function parentOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/')) || '/';
}

function crumbOf(page: TrailPage): Crumb {
  const label = page.path === '/' ? homeLabel : page.frontmatter.title;
  return { label, path: page.path, lang: page.path === '/' ? 'en' : page.frontmatter.lang };
}

/** The crumbs from the home page down to `page`, `page` last; `seen` stops a loop of aliases. */
function chainTo(page: TrailPage, index: Map<string, TrailPage>, seen: Set<string>): Crumb[] {
  seen.add(page.path);
  if (page.path === '/') return [crumbOf(page)];
  for (let path = parentOf(page.path); path !== '/'; path = parentOf(path)) {
    const ancestor = index.get(path);
    if (ancestor && !seen.has(ancestor.path)) return [...chainTo(ancestor, index, seen), crumbOf(page)];
  }
  const home = index.get('/');
  return home ? [crumbOf(home), crumbOf(page)] : [crumbOf(page)];
}

/**
 * The breadcrumb trail of a page below the top level, home first and the page last; empty for the
 * home page and top-level pages, whose place the header already shows. Each ancestor is the page
 * at a shorter prefix of the path: a prefix with no page is skipped (a crumb must lead somewhere,
 * and `BreadcrumbList` wants a URL for each), and a prefix that is an old path (alias) stands for
 * the page it redirects to, with that page's own ancestors: `/blog/ai-ethics` reads
 * Home › Insights › Blog › the post, since `/blog` is an alias of `/insights/blog`.
 */
export function breadcrumbTrail(page: TrailPage, pages: readonly TrailPage[]): Crumb[] {
  if (page.path.split('/').filter(Boolean).length < 2) return [];
  return chainTo(page, pathIndex(pages), new Set());
}

/** A crumb as a page names it: `labelLang` is the label's own language when it is not the page's. */
export interface NamedCrumb extends Crumb {
  labelLang?: string;
}

/**
 * The trail as a page in `lang` shows it, in its breadcrumbs and its `BreadcrumbList` alike: a
 * crumb to a page in another language (the English home page from a Hindi page) named in the
 * page's language from the shared labels (`say`: "Home" → "मुखपृष्ठ"), or in its own language,
 * marked, where they have no translation.
 */
export function trailNamedIn(trail: readonly Crumb[], lang: string, say: (english: string) => Phrase): NamedCrumb[] {
  return trail.map((crumb) => {
    if (crumb.lang === lang) return crumb;
    const phrase = say(crumb.label);
    return { ...crumb, label: phrase.text, ...(phrase.lang ? { labelLang: phrase.lang } : {}) };
  });
}
