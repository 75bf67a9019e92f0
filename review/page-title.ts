/** A page's title without the site name the layout appends (`Cloud Services | Northstar Technologies` is `Cloud Services`). */
export function shortTitle(head: Record<string, string>): string {
  const title = head.title ?? '';
  const suffix = head['og:site_name'] ? ` | ${head['og:site_name']}` : '';
  return suffix && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/** The origin of a page's canonical URL, e.g. `https://www.example.com`; '' when it has none. */
export function siteOrigin(head: Record<string, string>): string {
  try {
    return new URL(head.canonical ?? '').origin;
  } catch {
    return '';
  }
}
