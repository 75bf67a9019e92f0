// React writes attribute names as given: fetchPriority, not fetchpriority.
const highPriorityImage = /<img\b(?=[^>]*\sfetchpriority="high")[^>]*\ssrc="([^"]+)"/gi;

/**
 * The images a page asks to load first: each `<img fetchpriority="high">` in its body (only the
 * home hero's first slide). The head preloads them, so the request starts before the stylesheet
 * and the body are parsed.
 */
export function heroImagePreloads(bodyHtml: string): string[] {
  return [...new Set(Array.from(bodyHtml.matchAll(highPriorityImage), ([, src]) => src.replaceAll('&amp;', '&')))];
}
