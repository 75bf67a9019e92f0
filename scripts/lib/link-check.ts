import type { Redirect } from '../../src/content/redirects';

export interface CheckedPage {
  /** The file name messages print, e.g. `pages/investors.mdx`. */
  file: string;
  path: string;
  links: readonly string[];
  ids: ReadonlySet<string>;
  /** The page allows links to a bare `#`. */
  allowHashLinks: boolean;
}

export interface LinkTargets {
  /** The site's own origin: absolute links to it are checked like paths. */
  origin: string;
  pages: ReadonlyMap<string, CheckedPage>;
  redirects: readonly Redirect[];
  /** Files in the output folder, as URL paths: `/images/logo.svg`. */
  files: ReadonlySet<string>;
  /** Paths the server answers that are not pages, e.g. form receivers. */
  endpoints?: ReadonlySet<string>;
}

export interface BrokenLink {
  file: string;
  link: string;
  why: string;
}

function internalPart(link: string, origin: string): string | null {
  if (link.startsWith(origin + '/') || link === origin) return link.slice(origin.length) || '/';
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) return null;
  return link;
}

function safelyDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function trimPath(path: string): string {
  const trimmed = path.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Why `link` on `page` leads nowhere, or null when it resolves. */
function problemWith(link: string, page: CheckedPage, targets: LinkTargets, redirectTo: ReadonlyMap<string, string>): string | null {
  const internal = internalPart(link, targets.origin);
  if (internal === null) return null;
  if (internal === '#') return page.allowHashLinks ? null : 'a bare # goes nowhere (a page may allow it with allowHashLinks: true)';
  const [rawPath, hash = ''] = internal.split('#', 2);
  const withoutQuery = rawPath.split('?')[0];
  if (!withoutQuery.startsWith('/') && withoutQuery !== '') return 'relative link; start internal links with /';
  if (targets.files.has(withoutQuery) || targets.endpoints?.has(withoutQuery)) return hash ? 'a file has no element ids' : null;

  let path = withoutQuery === '' ? page.path : trimPath(withoutQuery);
  let anchor = hash;
  const redirect = redirectTo.get(path);
  if (redirect) {
    const [to, redirectHash = ''] = redirect.split('#', 2);
    path = to;
    anchor = anchor || redirectHash;
  }
  const target = targets.pages.get(path);
  if (!target) return 'no page, alias or file at this path';
  if (anchor && !target.ids.has(anchor) && !target.ids.has(safelyDecoded(anchor))) return `no element with id "${anchor}" on ${path}`;
  return null;
}

/** Every internal link in the built pages that resolves to no page, alias, file or element id. */
export function brokenLinks(targets: LinkTargets): BrokenLink[] {
  const redirectTo = new Map(targets.redirects.map(({ from, to }) => [from, to]));
  const broken: BrokenLink[] = [];
  for (const page of targets.pages.values()) {
    for (const link of new Set(page.links)) {
      const why = problemWith(link, page, targets, redirectTo);
      if (why) broken.push({ file: page.file, link, why });
    }
  }
  return broken;
}

export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  return broken.map(({ file, link, why }) => `${file}: ${link} -> ${why}`).join('\n');
}
