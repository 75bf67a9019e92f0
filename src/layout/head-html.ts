import { escapeHtml } from './escape-html';
import type { HeadTag } from './head-tags';

function attributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** Renders head tags as HTML, one per line; void elements self-closed, as React writes them. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) =>
      tag.tag === 'title' ? `<title>${escapeHtml(tag.text)}</title>` : `<${tag.tag}${attributes(tag.attrs)}/>`,
    )
    .join('\n');
}
