import type { ImagePreload } from '../src/layout/document-html';

// React writes attribute names as given: fetchPriority, not fetchpriority.
const highPriorityImage = /<img\b(?=[^>]*\sfetchpriority="high")[^>]*\ssrc="([^"]+)"/gi;
const picture = /<picture>([\s\S]*?)<\/picture>/gi;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');

/**
 * The images a page asks to load first: each `<img fetchpriority="high">` in its body (only the
 * home hero's first slide). The head preloads them, so the request starts before the stylesheet
 * and the body are parsed. A photo's `<picture>` is preloaded by its first source (AVIF, by width),
 * which a browser that cannot show it skips, rather than by the fallback it would not use.
 */
export function heroImagePreloads(bodyHtml: string): ImagePreload[] {
  const preloads: ImagePreload[] = [];
  const rest = bodyHtml.replace(picture, (whole: string, inside: string) => {
    if (!new RegExp(highPriorityImage.source, 'i').test(inside)) return whole;
    const source = /<source\b[^>]*>/i.exec(inside)?.[0] ?? '';
    const [type, srcset, sizes] = ['type', 'srcset', 'sizes'].map((name) => attribute(source, name));
    if (!type || !srcset || !sizes) return whole;
    preloads.push({ type, srcset, sizes });
    return '';
  });
  const images = Array.from(rest.matchAll(highPriorityImage), ([, src]) => src.replaceAll('&amp;', '&'));
  return [...new Set(images), ...preloads];
}
