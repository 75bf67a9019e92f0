/**
 * The dev server tells every page in the browser to reload when a content file changes, so that a
 * site page shows the change. The studio must not reload (it would drop the copywriter's cursor,
 * dialogs and form state), so it answers by reading its lists again instead.
 *
 * Hazard: this relies on Vite's client, which reloads a page for a `full-reload` whose `path` ends
 * in `.html` only when the path is that page's; giving the payload such a path, from the listener
 * Vite calls first, keeps the studio where it is. Without Vite's client (a production studio),
 * nothing happens.
 */
export function keepStudioOnContentChange(onContentChange: () => void): () => void {
  const hot = import.meta.hot;
  if (!hot) return () => undefined;
  const listener = (payload: { path?: string }) => {
    payload.path = '/_studio/stays.html';
    onContentChange();
  };
  hot.on('vite:beforeFullReload', listener);
  return () => hot.off('vite:beforeFullReload', listener);
}
