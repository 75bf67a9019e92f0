import type { ReactNode } from 'react';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { IslandRegistry, IslandRegistryContext } from '../../../src/hydration/island-registry';
import { Layout } from '../../../src/layout/Layout';

/**
 * The site's own layout (header, breadcrumbs, footer) around a page Astro rendered: the layout reads
 * the current path from react-router, as in the site's render, and its outlet shows `children`.
 */
export default function SiteFrame({ path, children }: { path: string; children?: ReactNode }) {
  return (
    <IslandRegistryContext value={new IslandRegistry()}>
      <StaticRouter location={path}>
        <Routes>
          <Route path="/" element={<Layout />}>
            <Route path="*" element={children} />
          </Route>
        </Routes>
      </StaticRouter>
    </IslandRegistryContext>
  );
}
