import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { decodeIslandProps } from './island-props';
import { islandAttributes } from './markers';

type IslandModule = { default: ComponentType<Record<string, unknown>> };

// Lazy: each island is its own chunk, loaded only by pages that show it. The glob and the key below
// spell island-paths.ts's rule from this folder: import.meta.glob takes only a literal, and using
// the module here would change this chunk and so every chunk's hash (a unit test compares them).
const loaders = import.meta.glob<IslandModule>('../islands/*.tsx');

function loaderFor(name: string): (() => Promise<IslandModule>) | undefined {
  return loaders[`../islands/${name}.tsx`];
}

/** Hydrates every island marker under `root`; everything else on the page stays static HTML. */
export async function hydrateIslands(root: HTMLElement): Promise<void> {
  const markers = root.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`);
  await Promise.all(
    Array.from(markers, async (marker) => {
      const name = marker.getAttribute(islandAttributes.name) ?? '';
      const load = loaderFor(name);
      if (!load) throw new Error(`Unknown island "${name}"`);
      const { default: Component } = await load();
      const props = decodeIslandProps(marker.getAttribute(islandAttributes.props) ?? undefined);
      const identifierPrefix = marker.getAttribute(islandAttributes.prefix) ?? undefined;
      hydrateRoot(marker, createElement(Component, props), { identifierPrefix });
    }),
  );
}
