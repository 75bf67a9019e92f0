import type { CompileOptions } from '@mdx-js/mdx';
import { resolve } from 'node:path';
import remarkGfm from 'remark-gfm';
import { mdxComponentNames } from '../../src/mdx-component-names';
import { remarkPlainSyntaxErrors } from '../mdx-messages/remark-plain-syntax-errors';
import { remarkUndefinedNames } from '../mdx-messages/remark-undefined-names';
import { rehypePhotos } from '../photos/rehype-photos';
import { remarkKnownComponents } from '../remark-known-components';
import { remarkContentNotCode } from './remark-content-not-code';
import { rehypeSourceLines } from './rehype-source-lines';
import { passThroughHandlers } from './pass-through-handlers';

/** The modules a compiled page imports besides its photos: the JSX runtime, the component map and `Photo`. */
export function mdxRuntimeModules(root: string): { jsxRuntime: string; provider: string; photo: string } {
  return {
    jsxRuntime: 'react/jsx-runtime',
    provider: resolve(root, 'src/mdx-components.tsx'),
    photo: resolve(root, 'src/components/Photo.tsx'),
  };
}

/**
 * The one set of MDX compile options, used by @mdx-js/rollup in dev and by the build's compile
 * workers, so both compile a page the same way. Components come from our provider, so pages
 * import nothing; an element not in the map fails the compile, and so does any code a page holds
 * (`remark-content-not-code.ts`): this runs before the page becomes a module, so no page's code runs. In development (the dev server, and
 * so the studio's preview) elements also carry their source line; the build's output is unchanged.
 */
export function mdxOptions({ root, development }: { root: string; development: boolean }): CompileOptions {
  const runtime = mdxRuntimeModules(root);
  return {
    providerImportSource: runtime.provider,
    remarkPlugins: [
      remarkPlainSyntaxErrors,
      remarkGfm,
      [remarkKnownComponents, { names: mdxComponentNames }],
      remarkUndefinedNames,
      [remarkContentNotCode, { names: mdxComponentNames }],
    ],
    rehypePlugins: [[rehypePhotos, { component: runtime.photo }], ...(development ? [rehypeSourceLines] : [])],
    remarkRehypeOptions: { handlers: passThroughHandlers },
    development,
  };
}
