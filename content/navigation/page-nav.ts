import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import type { ContentProblem } from '../../src/shared/content-error';
import type { PageEntry } from '../../src/shared/page-entry';
import { lineOfPath, pathLabel } from '../yaml-lines';
import type { JoiningLink } from './menu-order';
import type { PlacedEntry } from './file-entries';
import type { NavLink } from '../../src/navigation/site-navigation';

/** Where the navigation file lists a page in a menu: for "listed twice" messages. */
export interface ListedInFile {
  /** The file as messages name it, e.g. `pages/_navigation.yaml`. */
  label: string;
  /** The file's text, for line numbers. */
  yaml: string;
  /** The entries of the file's menus. */
  menuEntries: readonly PlacedEntry[];
  menuIds: readonly string[];
}

export interface PageNavLinks {
  /** The links pages add to each menu, by menu id. */
  byMenu: Map<string, JoiningLink<NavLink>[]>;
  problems: ContentProblem[];
}

function lineIn(yaml: string, path: readonly (string | number)[]): { line?: number } {
  const index = lineOfPath(yaml, path);
  return index === null ? {} : { line: index + 1 };
}

/** The line of a frontmatter field of a page, read again only when that field has a problem. */
function lineInPage(pagesDir: string, file: string, path: readonly (string | number)[]): { line?: number } {
  // The frontmatter was checked already: only its text is wanted, so no YAML engine runs. Its
  // text starts with the newline after the opening ---, so its line i is the file's line i + 1.
  const yaml = matter(readFileSync(join(pagesDir, file), 'utf8').replace(/^\uFEFF/, ''), {
    engines: { yaml: () => ({}) },
  }).matter;
  return lineIn(yaml, path);
}

/**
 * The links pages add to the menus through their `nav` field, and the problems of those fields: a
 * menu id the navigation file does not define, a page the file's menus list too.
 */
export function pageNavLinks(
  pages: readonly PageEntry[],
  listed: ListedInFile,
  pagesDir: string,
  pagesLabel: string,
): PageNavLinks {
  const byMenu = new Map<string, JoiningLink<NavLink>[]>();
  const problems: ContentProblem[] = [];
  for (const page of pages) {
    const nav = page.frontmatter.nav;
    if (!nav) continue;
    const file = `${pagesLabel}/${page.file}`;
    if (!listed.menuIds.includes(nav.menu)) {
      const message = `nav.menu: no menu ${nav.menu} in ${listed.label}; the menus are ${listed.menuIds.join(', ')}`;
      problems.push({ file, ...lineInPage(pagesDir, page.file, ['nav', 'menu']), message });
      continue;
    }
    const twice = listed.menuEntries.find(({ entry }) => entry.page === page.path);
    if (twice) {
      const { line } = lineIn(listed.yaml, twice.path);
      const where = line === undefined ? listed.label : `${listed.label}:${line}`;
      const message = `nav: ${page.path} is listed in ${where} (${pathLabel(twice.path)}) too; keep one of the two`;
      problems.push({ file, ...lineInPage(pagesDir, page.file, ['nav']), message });
      continue;
    }
    const label = nav.label ?? page.frontmatter.title;
    const links = byMenu.get(nav.menu) ?? [];
    links.push({ link: { label, href: page.path }, label, ...(nav.order === undefined ? {} : { order: nav.order }) });
    byMenu.set(nav.menu, links);
  }
  return { byMenu, problems };
}
