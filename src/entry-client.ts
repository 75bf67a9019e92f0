import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import './styles/site.css';
// Item 7: the Devanagari faces, declared on every page and fetched only where Devanagari shows.
import './styles/devanagari-font.css';

const root = document.getElementById('root');
if (!root) throw new Error('Failed to find root element');

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
