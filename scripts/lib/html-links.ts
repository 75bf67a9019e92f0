const attributePattern = /\s(href|src|srcset|action)="([^"]*)"/g;
const idPattern = /\sid="([^"]*)"/g;

function decodeAttribute(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** Every URL in href, src, srcset and action attributes of rendered HTML (React quotes them all with "). */
export function linksIn(html: string): string[] {
  const links: string[] = [];
  for (const [, name, raw] of html.matchAll(attributePattern)) {
    const value = decodeAttribute(raw);
    if (name === 'srcset') links.push(...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]).filter(Boolean));
    else links.push(value);
  }
  return links;
}

/** Every element id in rendered HTML. */
export function idsIn(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(idPattern), ([, id]) => decodeAttribute(id)));
}
