import type { Root } from 'mdast';
import type { ComponentUse } from '../component-checks/component-use';
import { componentUsesIn } from '../component-checks/component-uses';
import { markupTrapsIn, type MarkupFinding } from './markup-traps';
import { writtenHeadingsIn, type WrittenHeading } from './page-outline';

/**
 * What the build's checks need of a page's syntax tree, as plain data: read once where the page is
 * parsed (a compile worker, or `pageMdxTree`), kept in the compile cache, checked on every build.
 */
export interface PageReading {
  uses: ComponentUse[];
  headings: WrittenHeading[];
  markup: MarkupFinding[];
}

/** Reads a page's tree; `source` is the text it was parsed from, with the file's lines. */
export function readPage(tree: Root, source: string, componentNames: ReadonlySet<string>): PageReading {
  return {
    uses: componentUsesIn(tree, componentNames),
    headings: writtenHeadingsIn(tree),
    markup: markupTrapsIn(tree, source, componentNames),
  };
}
