import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { decodeIslandProps } from './island-props';
import { islandAttributes } from './markers';

type IslandModule = { default: ComponentType<Record<string, unknown>> };

// Lazy: each island is its own chunk, loaded only by pages that show it.
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
