import type { ComponentType, ReactNode } from 'react';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { IslandRegistry, IslandRegistryContext } from '../../../src/hydration/island-registry';
import { Layout } from '../../../src/layout/Layout';

/**
 * The site's own layout (header, breadcrumbs, footer) around a page Astro rendered: the layout reads
 * the current path from react-router, as in the site's render, and its outlet shows `children`.
 * `registry` is the page's island registry, shared with the page's own components (`withRegistry`).
 */
export default function SiteFrame({
  path,
  registry,
  children,
}: {
  path: string;
  registry: IslandRegistry;
  children?: ReactNode;
}) {
  return (
    <IslandRegistryContext value={registry}>
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

/**
 * The page's components, each inside the page's island registry. Astro renders every React
 * component a page uses as a root of its own, so no context of `SiteFrame` reaches them: an
 * island among them (the 404 page's `<SiteSearch />`) needs the registry handed to it, as the
 * site's render gives it to the whole page.
 */
export function withRegistry<Components extends Record<string, ComponentType<never>>>(
  components: Components,
  registry: IslandRegistry,
): Components {
  const wrapped = Object.entries(components).map(([name, Component]) => {
    const Inner = Component as ComponentType<Record<string, unknown>>;
    function InRegistry(props: Record<string, unknown>) {
      return (
        <IslandRegistryContext value={registry}>
          <Inner {...props} />
        </IslandRegistryContext>
      );
    }
    InRegistry.displayName = name;
    return [name, InRegistry];
  });
  return Object.fromEntries(wrapped) as Components;
}

export { IslandRegistry };
