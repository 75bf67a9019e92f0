import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';

/** The elements Markdown makes that a click in the studio's preview can lead back to. */
const markdownTags = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'img', 'table', 'pre']);

function lineOf(node: { position?: { start: { line: number } } }): number | undefined {
  return node.position?.start.line;
}

/**
 * A hidden, empty marker carrying a component's line. Components cannot carry the line themselves:
 * their props are checked against strict schemas, which refuse a prop they do not know (the render
 * would fail). `<template>` is never rendered and `hidden` keeps it out of sibling selectors such as
 * `space-y-*` (`:not([hidden])`), so the layout does not change. Only components at the top of the
 * page get one: a marker among a component's children would be one more child for it to lay out.
 */
function marker(line: number): Element {
  return { type: 'element', tagName: 'template', properties: { hidden: true, dataSourceLine: line }, children: [] };
}

function isComponent(node: RootContent | ElementContent): node is MdxJsxFlowElementHast {
  return node.type === 'mdxJsxFlowElement' && node.name !== null && /^[A-Z]/.test(node.name);
}

function markElements(node: Root | Element | MdxJsxFlowElementHast): void {
  for (const child of node.children) {
    if (child.type === 'element') {
      const line = lineOf(child);
      if (line !== undefined && markdownTags.has(child.tagName)) child.properties.dataSourceLine = line;
      markElements(child);
    } else if (child.type === 'mdxJsxFlowElement') {
      const line = lineOf(child);
      // An HTML tag written as JSX (`<div>`) takes the attribute as the DOM does.
      if (line !== undefined && child.name !== null && /^[a-z]/.test(child.name)) {
        child.attributes.push({ type: 'mdxJsxAttribute', name: 'data-source-line', value: String(line) });
      }
      markElements(child);
    }
  }
}

/**
 * Dev server only (`mdxOptions({ development: true })`): marks the elements Markdown makes with
 * `data-source-line="<line in the file>"` and puts a marker before each top-level component, so the
 * studio's preview can put the editor's cursor on the line of what was clicked. The build never
 * runs it, so built pages are unchanged. Lines are the file's: the frontmatter is replaced by
 * padding of as many lines (`mdxPageSource`).
 */
export function rehypeSourceLines() {
  return (tree: Root) => {
    markElements(tree);
    tree.children = tree.children.flatMap((child) => {
      const line = isComponent(child) ? lineOf(child) : undefined;
      return line === undefined ? [child] : [marker(line), child];
    });
  };
}
