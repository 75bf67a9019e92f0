import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Node, Parent } from 'unist';
import type { ComponentUse, Place, PropUse } from './component-use';
import { literalOf } from './literal-value';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function isJsxElement(node: Node): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function* jsxElements(node: Node): Generator<JsxElement> {
  if (isJsxElement(node)) yield node;
  for (const child of (node as Partial<Parent>).children ?? []) yield* jsxElements(child);
}

function placeOf(node: Node, fallback: Place): Place {
  const start = node.position?.start;
  return start ? { line: start.line, column: start.column } : fallback;
}

function propsOf(element: JsxElement, at: Place): { props: PropUse[]; spreads: boolean } {
  const props: PropUse[] = [];
  let spreads = false;
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      spreads = true;
      continue;
    }
    const { name, value } = attribute;
    const prop: PropUse = { name, at: placeOf(attribute, at) };
    // `<Card featured />` is `featured={true}`; a quoted value is text.
    if (value === null || value === undefined) prop.literal = { value: true, parts: {} };
    else if (typeof value === 'string') prop.literal = { value, parts: {} };
    else {
      const literal = literalOf(value.data?.estree);
      if (literal) prop.literal = literal;
    }
    props.push(prop);
  }
  return { props, spreads };
}

/**
 * Every use of a component named in `names` in a page's MDX syntax tree (remark-mdx), with its
 * props as written and where each starts. HTML elements and unknown names are left to others.
 */
export function componentUsesIn(tree: Root, names: ReadonlySet<string>): ComponentUse[] {
  const uses: ComponentUse[] = [];
  for (const element of jsxElements(tree)) {
    if (!element.name || !names.has(element.name)) continue;
    const at = placeOf(element, { line: 1, column: 1 });
    uses.push({ name: element.name, at, ...propsOf(element, at), hasContent: element.children.length > 0 });
  }
  return uses;
}
