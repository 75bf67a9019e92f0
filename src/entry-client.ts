import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import './styles/site.css';

const root = document.getElementById('root');
if (!root) throw new Error('Failed to find root element');

// Island code (React and each island's chunk) loads once the page has loaded: until then the HTML,
// the stylesheet and the hero image have the connection to themselves, and the server-rendered
// islands already show their content.
const hydrate = () => import('./hydration/hydrate-islands').then(({ hydrateIslands }) => hydrateIslands(root));
if (document.readyState === 'complete') void hydrate();
else window.addEventListener('load', () => void hydrate(), { once: true });
