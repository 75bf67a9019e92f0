import { distance } from 'fastest-levenshtein';

/** A page a mistyped address may have meant: its path and its title. */
export interface KnownPage {
  path: string;
  title: string;
}

/** An address as compared: lower case, decoded, without a trailing slash, query or hash. */
function comparable(address: string): string {
  let path = address.split(/[?#]/)[0].toLowerCase();
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as typed.
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** A title as an address segment would spell it: "Cloud Services" → "cloud-services". */
function slugOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The page a visitor who typed `address` most likely meant, or null when none is near enough: the
 * page whose address is fewest edits away (`/services/clod` → `/services/cloud`), or whose title,
 * spelt as an address, is that near to the address's last part (`/cloud-servises` → "Cloud
 * Services"). Near enough means at most a third of the compared text changed.
 */
export function nearestPage(address: string, pages: readonly KnownPage[]): KnownPage | null {
  const wanted = comparable(address);
  const wantedLast = lastSegment(wanted);
  let best: { page: KnownPage; score: number } | null = null;
  for (const page of pages) {
    const path = comparable(page.path);
    if (path === wanted) continue;
    const byPath = distance(wanted, path) / Math.max(wanted.length, path.length, 1);
    const slug = slugOf(page.title);
    const byTitle = wantedLast && slug ? distance(wantedLast, slug) / Math.max(wantedLast.length, slug.length) : 1;
    const score = Math.min(byPath, byTitle);
    if (score <= 1 / 3 && (!best || score < best.score)) best = { page, score };
  }
  return best?.page ?? null;
}
