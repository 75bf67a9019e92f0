import { imagePropName } from '../../src/shared/photos/photo-set';
import type { LinkKind } from './link-check';

// Props and object keys whose text is a URL: `href`, `image`, and names ending in them (`logoSrc`).
// `file` props must name a file in public/; the others may name a page, an alias or a file.
const linkNames = /^(?:href|to|url|link|[a-z][A-Za-z]*(?:Href|Url|Link))$/;

/** What a prop or object key holds when it holds a URL, else null. */
export function linkPropKind(name: string): LinkKind | null {
  if (linkNames.test(name)) return 'any';
  if (imagePropName.test(name)) return 'file';
  return null;
}

/**
 * The kind of URL a prop's value is to be checked as, or null. `href` and `src` always hold a
 * URL; other names only when the value is a path (`icon="cloud"` may name an icon, `to: '2024'` a year).
 */
export function linkValueKind(name: string, value: string): LinkKind | null {
  const kind = linkPropKind(name);
  if (!kind) return null;
  return name === 'href' || name === 'src' || /^[/#]/.test(value) ? kind : null;
}

/** Props that name what a link or image shows, in the order they best describe it. */
export const describingProps: Record<LinkKind, readonly string[]> = {
  any: ['label', 'linkLabel', 'title', 'name', 'text'],
  file: ['alt', 'imageAlt', 'name', 'title', 'label'],
};
