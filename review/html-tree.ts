import type { HtmlElement, NodeType as NodeTypes } from 'html-validate';
import { decodeEntities } from './html-entities';

/** An element, or a text node as its decoded text. */
export type TreeNode = ElementNode | string;

export interface ElementNode {
  /** Lower case. */
  tag: string;
  /** Names in lower case, values decoded; a boolean attribute has the value ''. */
  attributes: ReadonlyMap<string, string>;
  children: TreeNode[];
}

export type HtmlParser = (html: string) => ElementNode;

// Their content is not HTML: character references in it are text as written.
const rawTextTags = new Set(['script', 'style']);

function convert(node: HtmlElement, decodeText: boolean, NodeType: typeof NodeTypes): ElementNode {
  const tag = node.nodeType === NodeType.DOCUMENT_NODE ? '#document' : node.tagName.toLowerCase();
  const attributes = new Map<string, string>();
  for (const attribute of node.attributes ?? []) {
    attributes.set(
      attribute.key.toLowerCase(),
      typeof attribute.value === 'string' ? decodeEntities(attribute.value) : '',
    );
  }
  const decodeChildren = decodeText && !rawTextTags.has(tag);
  const children: TreeNode[] = [];
  for (const child of node.childNodes) {
    if (child.nodeType === NodeType.TEXT_NODE)
      children.push(decodeChildren ? decodeEntities(child.textContent) : child.textContent);
    else if (child.nodeType === NodeType.ELEMENT_NODE)
      children.push(convert(child as HtmlElement, decodeChildren, NodeType));
  }
  return { tag, attributes, children };
}

/**
 * An HTML parser built on html-validate's, which the project already has for its HTML checks:
 * it knows void elements, raw text and optional end tags. It keeps character references as
 * written, so text and attribute values are decoded here. Comments are dropped.
 */
export async function createHtmlParser(): Promise<HtmlParser> {
  // Loaded when a parser is made: the dev server's bundle holds the studio's review, run on request only.
  const { Config, NodeType, Parser } = await import('html-validate');
  const config = await Config.defaultConfig().resolve();
  return (html) => convert(new Parser(config).parseHtml(html), true, NodeType);
}

export function isElement(node: TreeNode): node is ElementNode {
  return typeof node !== 'string';
}

/** The first element, depth first, that matches. */
export function findElement(root: ElementNode, matches: (element: ElementNode) => boolean): ElementNode | undefined {
  for (const child of root.children) {
    if (!isElement(child)) continue;
    if (matches(child)) return child;
    const found = findElement(child, matches);
    if (found) return found;
  }
  return undefined;
}

/** Every element under the given nodes, depth first, that matches. */
export function findElements(nodes: readonly TreeNode[], matches: (element: ElementNode) => boolean): ElementNode[] {
  const found: ElementNode[] = [];
  const visit = (node: TreeNode) => {
    if (!isElement(node)) return;
    if (matches(node)) found.push(node);
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return found;
}

/** The text of an element and its descendants, as written (no spacing added). */
export function textOf(node: TreeNode): string {
  return isElement(node) ? node.children.map(textOf).join('') : node;
}
