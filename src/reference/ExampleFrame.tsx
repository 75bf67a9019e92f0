import type { ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation } from 'react-router-dom';

/**
 * Renders an example as if on the page `shownOn` (for components that show the current page's own
 * frontmatter, such as `<ArticleMeta />`): a router location for the example alone, without a
 * second router. Without `shownOn`, the example sees the reference page's own location.
 */
export function ExampleFrame({ shownOn, children }: { shownOn?: string; children: ReactNode }) {
  const location = useLocation();
  if (!shownOn) return children;
  const value = { location: { ...location, pathname: shownOn, search: '', hash: '' }, navigationType: 'POP' as never };
  return <UNSAFE_LocationContext value={value}>{children}</UNSAFE_LocationContext>;
}
