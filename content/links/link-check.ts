import type { Publication } from '../publication/publication-state';
import type { Redirect } from '../redirects';
import { closestPath } from '../closest-path';
import { oldPathMessage } from '../old-path-message';
import { externalLinkProblem } from './external-links';

/** A page a link may lead to; its element ids are known once it is rendered. */
export interface TargetPage {
  /** Unknown before rendering: anchors on the page are then taken on trust. */
  ids?: ReadonlySet<string>;
}

export interface CheckedPage extends TargetPage {
  /** The file name messages print, e.g. `pages/investors.mdx`. */
  file: string;
  path: string;
  links: readonly string[];
  ids: ReadonlySet<string>;
  /** The page allows links to a bare `#`. */
  allowHashLinks: boolean;
}

export interface LinkTargets<P extends TargetPage = TargetPage> {
  /** The site's own origin: absolute links to it are checked like paths. */
  origin: string;
  pages: ReadonlyMap<string, P>;
  redirects: readonly Redirect[];
  /** Files in the output folder, as URL paths: `/images/logo.svg`. */
  files: ReadonlySet<string>;
  /** Paths the server answers that are not pages, e.g. form receivers. */
  endpoints?: ReadonlySet<string>;
  /** Paths of draft pages, left out of this build: a link to one says so. */
  drafts?: ReadonlySet<string>;
  /** Pages left out as scheduled or expired (they are among `drafts` too): a link to one says which and when. */
  unpublished?: ReadonlyMap<string, Exclude<Publication, { state: 'published' }>>;
}

function unpublishedLink(path: string, publication: Exclude<Publication, { state: 'published' }>): string {
  return publication.state === 'scheduled'
    ? `${path} is scheduled: it publishes on ${publication.on}; remove the link, or give this page the same date`
    : `${path} expired on ${publication.on} and is no longer published; remove the link`;
}

/** Where a link is written: its page's path, and whether that page allows a bare `#`. */
export interface LinkSource {
  path: string;
  allowHashLinks: boolean;
}

/** `file`: an image or other file from public/ (a page will not do); `any`: a page, alias or file. */
export type LinkKind = 'any' | 'file';

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

function missingPage(path: string, targets: LinkTargets): string {
  const near = closestPath(path, targets.pages.keys());
  return `no page, alias or file at this path${near ? `; did you mean ${near}?` : ''}`;
}

function aliasLink(path: string, hash: string, redirect: string): string {
  const [to, redirectHash = ''] = redirect.split('#', 2);
  const anchor = hash || redirectHash;
  return oldPathMessage(path, redirect, `link to ${anchor ? `${to}#${anchor}` : to}`);
}

/**
 * A link with neither scheme nor leading `/`: an email address missing its `mailto:`, or a site's
 * address missing its `https://` (`www.example.com`), or a page path missing its `/`.
 */
function relativeLinkFix(link: string): string {
  if (/^[^/@\s]+@[^/@\s]+\.[^/@\s]+$/.test(link)) return `write mailto:${link}`;
  return 'add https:// for another site, or start with / for a page here';
}

/** Why a link leads nowhere or through a redirect (or, to another site, over http:// or to an e-mail address mail cannot reach), or null when it reaches its page; one checker serves every link of a build. */
export type LinkChecker = (link: string, from: LinkSource, kind?: LinkKind) => string | null;

export function linkChecker(targets: LinkTargets): LinkChecker {
  const redirectTo = new Map(targets.redirects.map(({ from, to }) => [from, to]));
  return (link, from, kind = 'any') => {
    const internal = internalPart(link, targets.origin);
    if (internal === null) return externalLinkProblem(link);
    if (internal === '#')
      return from.allowHashLinks ? null : 'a bare # goes nowhere (a page may allow it with allowHashLinks: true)';
    const [rawPath, hash = ''] = internal.split('#', 2);
    const withoutQuery = rawPath.split('?')[0];
    if (!withoutQuery.startsWith('/') && withoutQuery !== '') return relativeLinkFix(withoutQuery);
    if (targets.files.has(withoutQuery) || targets.endpoints?.has(withoutQuery))
      return hash ? 'a file has no element ids' : null;
    if (kind === 'file') return `no file at public${safelyDecoded(withoutQuery)}`;

    const path = withoutQuery === '' ? from.path : trimPath(withoutQuery);
    const redirect = redirectTo.get(path);
    // Every visit through an alias costs a redirect, and the page it leads to is known: name it.
    if (redirect) return aliasLink(path, hash, redirect);
    const anchor = hash;
    const unpublished = targets.unpublished?.get(path);
    // A draft, or a page out of its publication dates, may link to another: neither is published now.
    const fromUnpublished = targets.drafts?.has(from.path) || targets.unpublished?.has(from.path);
    if (unpublished && !fromUnpublished) return unpublishedLink(path, unpublished);
    if (targets.drafts?.has(path))
      return targets.drafts.has(from.path) ? null : `${path} is a draft; publish it or remove the link`;
    const target = targets.pages.get(path);
    if (!target) return missingPage(path, targets);
    const ids = target.ids;
    if (anchor && ids && !ids.has(anchor) && !ids.has(safelyDecoded(anchor)))
      return `no element with id "${anchor}" on ${path}`;
    return null;
  };
}

/** Every internal link in the built pages that resolves to no page, alias, file or element id. */
export function brokenLinks(targets: LinkTargets<CheckedPage>): BrokenLink[] {
  const check = linkChecker(targets);
  const broken: BrokenLink[] = [];
  for (const page of targets.pages.values()) {
    for (const link of new Set(page.links)) {
      const why = check(link, page);
      if (why) broken.push({ file: page.file, link, why });
    }
  }
  return broken;
}
