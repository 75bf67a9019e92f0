import { isLoopback } from '../loopback';

/**
 * Whether a form post comes from this site: no Origin header (older clients, scripts), or the
 * configured site's origin (`SITE_URL`), never one inferred from the request's own Host, which the
 * client writes. When the configured origin is a loopback one (the dev server, tests), any
 * loopback origin is the site too. An opaque origin (`null`, from sandboxed frames and some
 * privacy settings) names no site and is refused.
 */
export function isSameSiteOrigin(origin: string | undefined, siteUrl: string): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (!/^https?:$/.test(url.protocol)) return false;
  const site = new URL(siteUrl);
  if (url.origin === site.origin) return true;
  return isLoopback(site.hostname) && isLoopback(url.hostname);
}

/** The path of the page a Referer names, when that page is on this site; for a "back" link. */
export function sameSitePath(referer: string | undefined, siteUrl: string): string | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (!isSameSiteOrigin(url.origin, siteUrl)) return undefined;
  return url.pathname + url.search;
}
