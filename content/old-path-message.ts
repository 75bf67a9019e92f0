/**
 * A link, entry or field that names an alias, in words that say what to write instead:
 * "/services/iot is an old path of /services/internet-of-things (an alias that redirects there); link to /services/internet-of-things".
 * `redirect` is where the alias goes, with its anchor when it names one.
 */
export function oldPathMessage(path: string, redirect: string, fix: string): string {
  return `${path} is an old path of ${redirect.split('#')[0]} (an alias that redirects there); ${fix}`;
}
