import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { mdxComponentNames } from '../../mdx-component-names';
import type { ComponentUse } from './component-use';
import { componentUsesIn } from './component-uses';

declare module 'vfile' {
  interface DataMap {
    /** The component uses of the page being compiled, for the build's checks. */
    componentUses: ComponentUse[];
  }
}

// Read at each use, not once: the dev server refreshes the list in place when a component is added.
const componentNames = (): ReadonlySet<string> => new Set(mdxComponentNames);

/**
 * Reads every component use from the syntax tree the compiler has already parsed, so the build
 * checks pages without parsing them a second time. Changes nothing in the output. Imports no
 * schema: it runs in every compile worker, where loading them would only slow the start.
 */
export function remarkComponentUses() {
  return (tree: Root, file: VFile) => {
    file.data.componentUses = componentUsesIn(tree, componentNames());
  };
}
