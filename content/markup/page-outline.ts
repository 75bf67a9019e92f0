import type { Root } from 'mdast';
import type { Node, Parent } from 'unist';
import type { Place } from '../component-checks/component-use';

/** A heading the page writes itself: `## Our values`, or an HTML `<h2>`. */
export interface WrittenHeading {
  level: number;
  at: Place;
  /** As the page writes it, shortened: `## Our values`. */
  text: string;
}

function textOf(node: Node): string {
  const value = (node as { value?: unknown }).value;
  if (typeof value === 'string') return value;
  return ((node as Partial<Parent>).children ?? []).map(textOf).join('');
}

function shortened(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

/**
 * Every heading the page writes, in the order it reads: Markdown headings and HTML `<h1>`…`<h6>`.
 * Headings components show are known from their schemas, so the build's check adds those.
 */
export function writtenHeadingsIn(tree: Root): WrittenHeading[] {
  const headings: WrittenHeading[] = [];
  const visit = (node: Node) => {
    const start = node.position?.start;
    const name = (node as { name?: unknown }).name;
    if (start && node.type === 'heading') {
      const level = (node as unknown as { depth: number }).depth;
      headings.push({ level, at: start, text: `${'#'.repeat(level)} ${shortened(textOf(node))}` });
    } else if (
      start &&
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      typeof name === 'string' &&
      /^h[1-6]$/.test(name)
    ) {
      headings.push({ level: Number(name[1]), at: start, text: `<${name}>${shortened(textOf(node))}</${name}>` });
    }
    for (const child of (node as Partial<Parent>).children ?? []) visit(child);
  };
  visit(tree);
  return headings;
}
