/**
 * How long the preview took, for the bench (`npm run bench -- --only studio`) and tests: from the
 * moment a preview request is sent (typing paused 120 ms before) to the moment its document is in
 * the iframe and painted. Each shown preview
 * - pushes `{ version, sentAt, shownAt, ms }` onto `window.__studioTimings.previews`
 *   (`sentAt`/`shownAt` are `performance.now()` values of the studio's window),
 * - sets `data-preview-version="<version>"` on the iframe, counting from 1,
 * - dispatches `studio-preview-shown` on `window` with the same record as `detail`.
 * A test that typed at time T reads the first record with `sentAt >= T`; the pause is `sentAt - T`.
 */
export interface PreviewTiming {
  version: number;
  sentAt: number;
  shownAt: number;
  ms: number;
}

declare global {
  interface Window {
    __studioTimings?: { previews: PreviewTiming[] };
  }
}

export function recordPreviewShown(iframe: HTMLIFrameElement, version: number, sentAt: number): void {
  // After the next paint: the edit is on screen, not only in the DOM.
  requestAnimationFrame(() => {
    setTimeout(() => {
      const shownAt = performance.now();
      const timing: PreviewTiming = { version, sentAt, shownAt, ms: Math.round(shownAt - sentAt) };
      window.__studioTimings ??= { previews: [] };
      window.__studioTimings.previews.push(timing);
      iframe.dataset.previewVersion = String(version);
      window.dispatchEvent(new CustomEvent('studio-preview-shown', { detail: timing }));
    }, 0);
  });
}
