/** Size of the generated share images: the 1.91:1 card Open Graph and Twitter show largest. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/**
 * Where the build writes a page's generated share image: `/images/share/services/cloud.png`, and
 * `/images/share/index.png` for the home page. Named by the page's path alone, so the head tags need
 * nothing from the build step that draws it (`builder/steps/share-images.ts`).
 */
export function shareImagePath(pagePath: string): string {
  return `/images/share/${pagePath === '/' ? 'index' : pagePath.slice(1)}.png`;
}

/**
 * The page's own `image` when link previews can show it. An SVG (the illustrations listings show)
 * is left to the generated image: Facebook, LinkedIn and X show no SVG previews.
 */
export function ownShareImage(image: string | undefined): string | undefined {
  return image && !/\.svg$/i.test(image) ? image : undefined;
}
