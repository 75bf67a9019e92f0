import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import './styles/site.css';
// Item 7: the Devanagari faces, declared on every page and fetched only where Devanagari shows.
import './styles/devanagari-font.css';

const root = document.getElementById('root');
if (!root) throw new Error('Failed to find root element');

// The dev server only (gone from the build): a page rendered before the server took in a saved
// change missed the reload that change sent while it loaded. It asks how many changes the server
// has taken in, once loaded and whenever the reload connection (re)connects, and reloads when the
// count differs from the one it was rendered with.
if (import.meta.hot) {
  const rendered = document.querySelector<HTMLMetaElement>('meta[name="site-dev-content-version"]')?.content;
  const check = () =>
    void fetch('/__site-content-version', { cache: 'no-store' })
      .then((response) => (response.ok ? response.text() : rendered))
      .then((version) => {
        if (version !== rendered) location.reload();
      })
      .catch(() => undefined);
  if (rendered !== undefined) {
    check();
    import.meta.hot.on('vite:ws:connect', check);
  }
}

// Island code (React and each island's chunk) loads once the page has loaded and shown its
// content: until then the HTML, the stylesheet and the hero image have the connection and the CPU
// to themselves, and the server-rendered islands already show their content. On a small page the
// load event can come before the first paint; a script fetched then would delay the largest paint.
const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});
const contentPainted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});
void Promise.all([loaded, contentPainted]).then(async () => {
  const { hydrateIslands } = await import('./hydration/hydrate-islands');
  await hydrateIslands(root);
});
