import type { ImageRef } from './page-snapshot';
import type { ImageChanges, ImageSwap, LinkChanges } from './report-model';

const minus = <T>(items: readonly T[], without: ReadonlySet<T>) =>
  [...new Set(items)].filter((item) => !without.has(item));

/** A link to this site (a path, a `#fragment`, or a URL on the site's origin) as a path; undefined for another site's. */
function internalPath(href: string, origin: string): string | undefined {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (href.startsWith('#') || href.startsWith('?')) return href;
  if (origin && (href === origin || href.startsWith(`${origin}/`))) return href.slice(origin.length) || '/';
  return undefined;
}

/** Links added and removed between two lists of `href`s; `origin` is the site's, e.g. `https://www.example.com`. */
export function linkChanges(before: readonly string[], after: readonly string[], origin: string): LinkChanges {
  const split = (hrefs: readonly string[]) => {
    const internal: string[] = [];
    const external: string[] = [];
    for (const href of hrefs) {
      const path = internalPath(href, origin);
      if (path === undefined) external.push(href);
      else internal.push(path);
    }
    return { internal, external };
  };
  const old = split(before);
  const now = split(after);
  return {
    internalAdded: minus(now.internal, new Set(old.internal)),
    internalRemoved: minus(old.internal, new Set(now.internal)),
    externalAdded: minus(now.external, new Set(old.external)),
  };
}

export function hasLinkChanges(changes: LinkChanges): boolean {
  return changes.internalAdded.length + changes.internalRemoved.length + changes.externalAdded.length > 0;
}

/** Images added, removed and replaced in place (an image whose alternative text changed is removed and added). */
export function imageChanges(before: readonly ImageRef[], after: readonly ImageRef[]): ImageChanges {
  const key = (image: ImageRef) => `${image.src}\n${image.alt}`;
  const beforeKeys = new Set(before.map(key));
  const afterKeys = new Set(after.map(key));
  const unique = (images: readonly ImageRef[], without: ReadonlySet<string>) => {
    const seen = new Set<string>();
    return images.filter((image) => !without.has(key(image)) && !seen.has(key(image)) && seen.add(key(image)));
  };
  const added = unique(after, beforeKeys);
  const removed = unique(before, afterKeys);
  // A removed and an added image in the same place are one image replaced.
  const replaced: ImageSwap[] = [];
  const swap = (old: ImageRef, now: ImageRef) => {
    replaced.push({ before: old.src, after: now.src, alt: now.alt });
    removed.splice(removed.indexOf(old), 1);
    added.splice(added.indexOf(now), 1);
  };
  for (const image of after) {
    if (!added.includes(image)) continue;
    const old = removed.find((candidate) => candidate.alt === image.alt && candidate.src !== image.src);
    if (old) swap(old, image);
  }
  if (removed.length === 1 && added.length === 1) swap(removed[0], added[0]);
  return { added, removed, replaced };
}

export function hasImageChanges(changes: ImageChanges): boolean {
  return changes.added.length + changes.removed.length + changes.replaced.length > 0;
}
