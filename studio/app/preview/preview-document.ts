/**
 * How the preview's iframe document is updated in place and read back: pure DOM helpers, apart from
 * React, so the swap and the click-to-line rule are each in one place.
 */

/** What of a document's head decides how it looks: its stylesheets and style elements, in order. */
export function headStyles(doc: Document): string {
  return [...doc.head.querySelectorAll('link[rel~="stylesheet"], style')]
    .map((element) => (element.tagName === 'LINK' ? `link ${element.getAttribute('href')}` : element.outerHTML))
    .join('\n');
}

/**
 * Puts `next`'s body, title and language into the shown document, keeping the scroll position and
 * the loaded CSS. Scripts in the new body do not run (the parser marks them as already started), so
 * islands show their server HTML until the next full load.
 */
export function swapBody(shown: Document, next: Document): void {
  const view = shown.defaultView;
  const scrollY = view?.scrollY ?? 0;
  const scrollX = view?.scrollX ?? 0;
  shown.body.replaceWith(shown.importNode(next.body, true));
  if (shown.title !== next.title) shown.title = next.title;
  const lang = next.documentElement.getAttribute('lang');
  if (lang !== null && shown.documentElement.getAttribute('lang') !== lang)
    shown.documentElement.setAttribute('lang', lang);
  if (view && (view.scrollY !== scrollY || view.scrollX !== scrollX)) view.scrollTo(scrollX, scrollY);
}

/**
 * The element an event in the iframe happened on. Not `instanceof Element`: the iframe's elements
 * come from its own window, whose `Element` is another object than the studio's.
 */
export function elementOf(target: EventTarget | null): Element | null {
  const node = target as Node | null;
  if (node?.nodeType === Node.ELEMENT_NODE) return node as Element;
  return node?.parentElement ?? null;
}

/**
 * The source line of a clicked element: its own or nearest ancestor's `data-source-line`, otherwise
 * the nearest marker before it in document order (components carry a `<template data-source-line>`
 * marker just before them). Null outside the page's content (header, menus, footer).
 */
export function sourceLineOf(target: Element): number | null {
  const own = target.closest('[data-source-line]');
  if (own) return Number(own.getAttribute('data-source-line'));
  const main = target.ownerDocument.querySelector('main');
  if (main && !main.contains(target)) return null;
  const markers = [...(main ?? target.ownerDocument).querySelectorAll('[data-source-line]')];
  let line: number | null = null;
  for (const marker of markers) {
    // Markers come in document order: the last one before the target is the nearest.
    if (marker.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) {
      line = Number(marker.getAttribute('data-source-line'));
    } else break;
  }
  return line;
}
