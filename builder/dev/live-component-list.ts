import type { ViteDevServer } from 'vite';
import { mdxComponentNames } from '../../src/mdx-component-names';
import { componentSchemas } from '../../src/mdx-component-props';

type NamesModule = typeof import('../../src/mdx-component-names');
type PropsModule = typeof import('../../src/mdx-component-props');

/**
 * The MDX compile and the component checks run in the dev server's own Node modules, outside
 * Vite's module graph, so they would know only the components there were when it started. Before
 * each page is rendered, this copies the current list and prop schemas from Vite's graph (which
 * reloads them when their files change) into those modules, so a component added to the map can be
 * used at once, without a restart.
 */
export async function refreshComponentList(vite: ViteDevServer): Promise<void> {
  const [names, props] = await Promise.all([
    vite.ssrLoadModule('/src/mdx-component-names.ts') as Promise<NamesModule>,
    vite.ssrLoadModule('/src/mdx-component-props.ts') as Promise<PropsModule>,
  ]);
  const list = mdxComponentNames as unknown as string[];
  if (list.join() !== names.mdxComponentNames.join()) list.splice(0, list.length, ...names.mdxComponentNames);
  const schemas = componentSchemas as Record<string, unknown>;
  for (const name of Object.keys(schemas)) if (!(name in props.componentSchemas)) delete schemas[name];
  Object.assign(schemas, props.componentSchemas);
}
