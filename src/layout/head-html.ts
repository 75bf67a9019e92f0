import { escapeHtml } from './escape-html';
import type { HeadTag } from './head-tags';
import { jsonLdText } from '../structured-data/json-ld-text';

function attributes(attrs: Record<string, string>): string {
  return (
    Object.entries(attrs)
      // An empty value is written as a bare attribute (`crossorigin`), the way HTML spells a boolean one.
      .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
      .join('')
  );
}

/** Renders head tags as HTML, one per line; void elements self-closed, as React writes them. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
      // Script text is raw, not HTML: jsonLdText makes it safe there, so it is not HTML-escaped.
      if (tag.tag === 'script') return `<script type="application/ld+json">${jsonLdText(tag.json)}</script>`;
      return `<${tag.tag}${attributes(tag.attrs)}/>`;
    })
    .join('\n');
}
