import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { mdxComponentNames } from '../../src/mdx-component-names';
import { readPage, type PageReading } from '../markup/page-reading';

declare module 'vfile' {
  interface DataMap {
    /** The component uses, headings and markup traps of the page being compiled, for the build's checks. */
    pageReading: PageReading;
  }
}

// Read at each use, not once: the dev server refreshes the list in place when a component is added.
const componentNames = (): ReadonlySet<string> => new Set(mdxComponentNames);

/**
 * Reads every component use, heading and markup trap from the syntax tree the compiler has
 * already parsed, so the build checks pages without parsing them a second time. Changes nothing in
 * the output. Imports no schema: it runs in every compile worker, where loading them would only
 * slow the start.
 */
export function remarkComponentUses() {
  return (tree: Root, file: VFile) => {
    file.data.pageReading = readPage(tree, String(file.value), componentNames());
  };
}
