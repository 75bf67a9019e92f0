import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import './styles/site.css';
import { hydrateIslands } from './hydration/hydrate-islands';

const root = document.getElementById('root');
if (!root) throw new Error('Failed to find root element');
void hydrateIslands(root);
