import type { PageEntry } from '../src/shared/page-entry';

export interface Redirect {
  /** The old path. */
  from: string;
  /** Where it goes: the page's path, with `#anchor` when the alias names one. */
  to: string;
}

/** The redirects the pages declare in their `aliases`. */
export function redirectsOf(pages: readonly Pick<PageEntry, 'path' | 'frontmatter'>[]): Redirect[] {
  return pages.flatMap((page) =>
    page.frontmatter.aliases.map((alias) =>
      typeof alias === 'string'
        ? { from: alias, to: page.path }
        : { from: alias.path, to: `${page.path}#${alias.anchor}` },
    ),
  );
}
