import { readFileSync } from 'node:fs';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { pageEntries } from '../shared/pages';
import { IslandRegistry, IslandRegistryContext } from '../hydration/island-registry';
import { headHtml } from '../layout/head-html';
import { headTags } from '../layout/head-tags';
import { Layout } from '../layout/Layout';
import { site } from '../site';
import { ComponentReference } from './ComponentReference';
import { referenceComponents, type LoadedExample } from './reference-data';

/** Where the dev server serves the reference; `_` paths are never pages. */
export const componentReferencePath = '/_components';

// Only the dev server loads this module (through Vite), so the examples are compiled like pages and
// an edit of one reloads the reference; the production build never imports it.
const modules = import.meta.glob<{ default: ComponentType }>('/src/component-examples/*.mdx', { eager: true });

function loadedExamples(): Record<string, LoadedExample> {
  return Object.fromEntries(
    Object.entries(modules).map(([path, module]) => {
      const file = path.slice(path.lastIndexOf('/') + 1);
      // Read from disk on each request (the MDX plugin compiles `?raw` imports of .mdx too).
      const source = readFileSync(new URL(`../component-examples/${file}`, import.meta.url), 'utf8');
      return [file, { source, Content: module.default }];
    }),
  );
}

const referenceEntry = {
  file: 'src/reference/ComponentReference.tsx',
  path: componentReferencePath,
  frontmatter: {
    title: 'Component reference',
    description: 'Every component pages may use, with its props and live examples (dev server only).',
    aliases: [],
    lang: 'en' as const,
    draft: false,
    noindex: true,
    allowHashLinks: false,
  },
};

/** The reference inside the site's Layout, rendered as entry-server renders a page. */
export async function renderComponentReference(): Promise<{
  lang: string;
  head: string;
  html: string;
  islands: string[];
}> {
  const components = referenceComponents(loadedExamples());
  const routes: RouteObject[] = [
    {
      path: '/',
      Component: Layout,
      children: [
        { path: componentReferencePath.slice(1), Component: () => <ComponentReference components={components} /> },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(componentReferencePath, site.url)));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const registry = new IslandRegistry();
  const html = renderToString(
    <IslandRegistryContext value={registry}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </IslandRegistryContext>,
  );
  const error: unknown = context.errors ? Object.values(context.errors)[0] : undefined;
  if (error !== undefined)
    throw error instanceof Error ? error : new Error('the component reference failed to render', { cause: error });
  return {
    lang: 'en',
    head: headHtml(headTags(referenceEntry, pageEntries, site)),
    html,
    islands: [...registry.names],
  };
}
