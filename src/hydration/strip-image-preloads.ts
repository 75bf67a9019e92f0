// React 19 starts a render with <link rel="preload" as="image"> for every eager <img>. The page's
// head decides what to preload (only a hero image), and inside an island marker the extra element
// would not match the client's hydration.
const leadingImagePreloads = /^(<link rel="preload" as="image"[^>]*\/>)+/;

export function stripImagePreloads(html: string): string {
  return html.replace(leadingImagePreloads, '');
}
