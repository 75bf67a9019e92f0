import type { Root } from 'mdast';
import type { Node, Parent } from 'unist';
import type { Place } from '../../content/component-checks/component-use';

/** A text a visitor reads and where it starts in its file. */
export interface PlacedText extends Place {
  text: string;
}

// Parts of the tree that are code, not words: `inline`, fenced blocks, {expressions}, imports.
const notText = new Set([
  'inlineCode',
  'code',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
  'yaml',
  'html',
  'definition',
]);

/**
 * The Markdown text and image descriptions of a page's syntax tree, with where each starts.
 * Components' props are read from their uses (`propTexts`). Imports no schema: it runs in the
 * compile workers too, on the tree they have already parsed.
 */
export function markdownTexts(tree: Root): PlacedText[] {
  const texts: PlacedText[] = [];
  const visit = (node: Node) => {
    if (notText.has(node.type)) return;
    const start = node.position?.start;
    if (start && node.type === 'text')
      texts.push({ text: (node as Node & { value: string }).value, line: start.line, column: start.column });
    else if (start && node.type === 'image')
      texts.push({ text: (node as Node & { alt?: string | null }).alt ?? '', line: start.line, column: start.column });
    for (const child of (node as Partial<Parent>).children ?? []) visit(child);
  };
  visit(tree);
  return texts;
}

declare module 'vfile' {
  interface DataMap {
    /** The Markdown text of the page being compiled, for the spelling check. */
    markdownTexts: PlacedText[];
  }
}

/** Keeps the Markdown text of the tree the compiler parsed, so the build's spelling check parses no page again. */
export function remarkMarkdownTexts() {
  return (tree: Root, file: { data: { markdownTexts?: PlacedText[] } }) => {
    file.data.markdownTexts = markdownTexts(tree);
  };
}
