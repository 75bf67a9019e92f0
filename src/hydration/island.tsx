import { useContext, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { encodeIslandProps } from './island-props';
import { IslandRegistryContext } from './island-registry';
import { islandAttributes } from './markers';
import { stripImagePreloads } from './strip-image-preloads';

/**
 * Wraps an island component for the server render: its HTML goes inside a marker element that
 * carries the island's name and JSON props, which the client entry finds and hydrates. The inner
 * HTML is rendered on its own with the marker's `identifierPrefix`, so `useId` matches the client.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>): (props: P) => ReactElement {
  function IslandMarker(props: P) {
    const registry = useContext(IslandRegistryContext);
    if (!registry) throw new Error(`Island <${name}> rendered outside a page render`);
    const json = encodeIslandProps(name, props as Record<string, unknown>);
    const identifierPrefix = registry.add(name);
    const html = stripImagePreloads(renderToString(<Component {...props} />, { identifierPrefix }));
    const attributes = {
      [islandAttributes.name]: name,
      [islandAttributes.props]: json,
      [islandAttributes.prefix]: identifierPrefix,
    };
    return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  IslandMarker.displayName = `Island(${name})`;
  return IslandMarker;
}
