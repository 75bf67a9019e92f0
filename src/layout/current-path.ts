import { useLocation } from 'react-router-dom';
import { normalisePathname } from '../shared/route-path';

/** The path being rendered, normalised like page paths (`/about/` is `/about`). */
export function useCurrentPath(): string {
  return normalisePathname(useLocation().pathname);
}

/** `aria-current="page"` for the link to the page being shown. */
export function currentProps(href: string, currentPath: string): { 'aria-current'?: 'page' } {
  return href === currentPath ? { 'aria-current': 'page' } : {};
}
