import { useLocation } from 'react-router-dom';
import { normalisePathname } from './route-path';
import { pageAt, type Page } from './pages';

/** The page being rendered, for components that show its own frontmatter. */
export function useCurrentPage(): Page {
  const { pathname } = useLocation();
  const page = pageAt(normalisePathname(pathname));
  if (!page) throw new Error(`no page at ${pathname}`);
  return page;
}
