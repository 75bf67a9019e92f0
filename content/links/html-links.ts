const attributePattern = /\s(href|src|srcset|action)="([^"]*)"/g;
// Open Graph and Twitter images are URLs in a meta tag's content.
const metaUrlPattern = /\scontent="(https?:\/\/[^"]*)"/g;
const idPattern = /\sid="([^"]*)"/g;

function decodeAttribute(value: string): string {
  if (!value.includes('&')) return value;
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Every URL in href, src, srcset and action attributes, and absolute URLs in meta content, of rendered HTML (React quotes them all with "). */
export function linksIn(html: string): string[] {
  const links: string[] = [];
  for (const [, name, raw] of html.matchAll(attributePattern)) {
    const value = decodeAttribute(raw);
    if (name === 'srcset')
      links.push(
        ...value
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0])
          .filter(Boolean),
      );
    else links.push(value);
  }
  for (const [, raw] of html.matchAll(metaUrlPattern)) links.push(decodeAttribute(raw));
  return links;
}

/** Every element id in rendered HTML. */
export function idsIn(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(idPattern), ([, id]) => decodeAttribute(id)));
}
