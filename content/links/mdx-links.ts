import type { LinkKind } from './link-check';
import { estreeLinks, literalText, type EstreeNode } from './estree-links';
import { pageMdxTree } from '../component-checks/page-mdx-tree';
import { isPhotoProp } from '../../src/shared/photos/photo-set';
import { describingProps, linkValueKind } from './link-props';
import { describedBy, type SourceLink } from './source-link';

interface Point {
  line: number;
  column: number;
}

interface MdxAttribute {
  type: string;
  name?: string;
  value?: string | null | { value: string; data?: { estree?: EstreeNode | null } };
  data?: { estree?: EstreeNode | null };
  position?: { start: Point };
}

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  alt?: string | null;
  label?: string | null;
  name?: string | null;
  attributes?: MdxAttribute[];
  children?: MdNode[];
  position?: { start: Point };
}

// Containers of blocks, whose children's text is joined with a space: `<Card>` with two paragraphs.
const blockContainers = new Set(['root', 'mdxJsxFlowElement', 'blockquote', 'list', 'listItem', 'table', 'tableRow']);

function textOf(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(textOf).join(blockContainers.has(node.type) ? ' ' : '');
}

/** A prop's string value: `href="/x"`, or a lone literal `href={'/x'}`. */
function attributeText(attribute: MdxAttribute): string | null {
  const { value } = attribute;
  if (typeof value === 'string') return value;
  return value ? literalText(value.data?.estree) : null;
}

function describe(element: MdNode, kind: LinkKind): Pick<SourceLink, 'text' | 'fullText'> {
  const attributes = element.attributes ?? [];
  for (const name of describingProps[kind]) {
    const text = attributes
      .map((attribute) => (attribute.name === name ? attributeText(attribute) : null))
      .find(Boolean);
    if (text) return describedBy(text);
  }
  return describedBy(kind === 'any' ? textOf(element) : '');
}

function placeOf(node: { position?: { start: Point } }, fallback?: { position?: { start: Point } }): Point {
  const { line, column } = node.position?.start ?? fallback?.position?.start ?? { line: 1, column: 1 };
  return { line, column };
}

function elementLinks(element: MdNode): SourceLink[] {
  const links: SourceLink[] = [];
  for (const attribute of element.attributes ?? []) {
    const url = attribute.name ? attributeText(attribute) : null;
    // A photo beside the page, `image="./team.jpg"`, as the compile reads it: a string, not an expression.
    if (
      attribute.name &&
      typeof attribute.value === 'string' &&
      isPhotoProp(element.name, attribute.name, attribute.value)
    ) {
      links.push({
        url: attribute.value,
        ...describe(element, 'file'),
        kind: 'file',
        photoProp: true,
        ...placeOf(attribute, element),
      });
      continue;
    }
    const kind = attribute.name && url !== null ? linkValueKind(attribute.name, url) : null;
    if (kind && url !== null) links.push({ url, ...describe(element, kind), kind, ...placeOf(attribute, element) });
    // Props holding objects and lists: `action={{ label: 'Go', href: '/x' }}`, `slides={[{ image: … }]}`.
    const estree =
      typeof attribute.value === 'object' && attribute.value ? attribute.value.data?.estree : attribute.data?.estree;
    links.push(...estreeLinks(estree));
  }
  return links;
}

function collect(node: MdNode, links: SourceLink[]): void {
  const at = placeOf(node);
  if (node.type === 'link') links.push({ url: node.url ?? '', ...describedBy(textOf(node)), kind: 'any', ...at });
  else if (node.type === 'image')
    links.push({ url: node.url ?? '', ...describedBy(node.alt ?? ''), kind: 'file', markdownImage: true, ...at });
  else if (node.type === 'definition')
    links.push({ url: node.url ?? '', ...describedBy(node.label ?? ''), kind: 'any', ...at });
  else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') links.push(...elementLinks(node));
  for (const child of node.children ?? []) collect(child, links);
}

/**
 * Every URL a page's source writes, from its MDX syntax tree: Markdown links, images and link
 * definitions, and string props with a URL name on any element (`href`, `image`, `src`, …),
 * also inside object and list props. Code and comments hold none. Positions are the file's.
 * Throws the parser's error on a page that is not valid MDX.
 */
export function linksInMdx(text: string): SourceLink[] {
  const links: SourceLink[] = [];
  // Parsed as the compiler parses it (`pageMdxTree`): its other plugins transform the tree, which finding links does not need.
  collect(pageMdxTree(text) as MdNode, links);
  return links;
}
