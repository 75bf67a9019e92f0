/**
 * Whether a form post comes from this site: no Origin header (older clients, scripts), or an
 * Origin whose host is the request's own Host or the configured site's. An opaque origin
 * (`null`, from sandboxed frames and some privacy settings) names no host and is refused.
 */
export function isSameSiteOrigin(origin: string | undefined, host: string | undefined, siteUrl: string): boolean {
  if (origin === undefined) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  return originHost === host?.toLowerCase() || originHost === new URL(siteUrl).host;
}

/** The path of the page a Referer names, when that page is on this site; for a "back" link. */
export function sameSitePath(
  referer: string | undefined,
  host: string | undefined,
  siteUrl: string,
): string | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol) || !isSameSiteOrigin(url.origin, host, siteUrl)) return undefined;
  return url.pathname + url.search;
}
