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
