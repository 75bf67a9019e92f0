import { slugInFolder } from './route-path';
import { themesFolder } from './theme-paths';

/**
 * A kind of page that frontmatter fields and component props can name: by slug (the last part of
 * the path, for pages directly inside one folder) or by whole path.
 */
export interface PageKind {
  /** "industry page", as in "no industry page /industries/bankng". */
  noun: string;
  /** "industries", as in "the industries are banking, retail". */
  plural: string;
  /** Whether a page of this kind is named by its slug or by its whole path. */
  namedBy: 'slug' | 'path';
  /** The name a page at `path` goes by, or null when that page is not of this kind. */
  nameOf: (path: string) => string | null;
  /** The path a page of this kind with this name would have. */
  pathOf: (name: string) => string;
}

function pagesInFolder(folder: string, noun: string, plural: string): PageKind {
  return {
    noun,
    plural,
    namedBy: 'slug',
    nameOf: (path) => slugInFolder(folder, path),
    pathOf: (name) => `${folder}/${name}`,
  };
}

const blogFolder = '/blog';

/** Every kind of page that can be named, by the name `reference()` takes. */
export const pageKinds = {
  industries: pagesInFolder('/industries', 'industry page', 'industries'),
  services: pagesInFolder('/services', 'service page', 'services'),
  themes: pagesInFolder(themesFolder, 'theme page', 'themes'),
  'case-studies': pagesInFolder('/case-studies', 'case study', 'case studies'),
  'blog-posts': {
    noun: 'blog post',
    plural: 'blog posts',
    namedBy: 'path',
    nameOf: (path) => (slugInFolder(blogFolder, path) === null ? null : path),
    pathOf: (name) => name,
  },
  pages: { noun: 'page', plural: 'pages', namedBy: 'path', nameOf: (path) => path, pathOf: (name) => name },
} satisfies Record<string, PageKind>;

export type PageKindName = keyof typeof pageKinds;

/** The names of the pages of `kind` among `paths`, sorted. */
export function namesOfKind(kind: PageKindName, paths: Iterable<string>): string[] {
  const names: string[] = [];
  for (const path of paths) {
    const name = pageKinds[kind].nameOf(path);
    if (name !== null) names.push(name);
  }
  return names.sort();
}
