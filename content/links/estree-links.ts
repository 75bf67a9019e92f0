import { imagePropName, isRelativePhoto } from '../../src/shared/photos/photo-set';
import { describingProps, linkValueKind } from './link-props';
import { describedBy, type SourceLink } from './source-link';

/** The parts of an ESTree node (as acorn gives them in MDX expressions) that finding links reads. */
export interface EstreeNode {
  type: string;
  loc?: { start: { line: number; column: number } } | null;
  [key: string]: unknown;
}

function isNode(value: unknown): value is EstreeNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function children(node: EstreeNode): EstreeNode[] {
  const found: EstreeNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range') continue;
    if (Array.isArray(value)) found.push(...value.filter(isNode));
    else if (isNode(value)) found.push(value);
  }
  return found;
}

/** The text of a string literal or a template literal without `${}`; null for anything else. */
function stringOf(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as { value: { cooked?: string | null } }[] | undefined;
  if (node.type === 'TemplateLiteral' && quasis?.length === 1) return quasis[0].value.cooked ?? null;
  return null;
}

/** The string an expression prop holds when it is one literal: `{'/x'}`, `{`/x`}`. */
export function literalText(program: EstreeNode | null | undefined): string | null {
  const body = program?.body as EstreeNode[] | undefined;
  if (!body || body.length !== 1 || body[0].type !== 'ExpressionStatement') return null;
  return stringOf(body[0].expression);
}

function keyName(property: EstreeNode): string | null {
  const key = property.key;
  if (!isNode(key) || property.computed) return null;
  if (key.type === 'Identifier') return typeof key.name === 'string' ? key.name : null;
  return stringOf(key);
}

function objectLinks(object: EstreeNode): SourceLink[] {
  const properties = ((object.properties as unknown[]) ?? []).filter(isNode).filter((node) => node.type === 'Property');
  const valueOf = (name: string) => {
    const property = properties.find((candidate) => keyName(candidate) === name);
    return property ? stringOf(property.value) : null;
  };
  const links: SourceLink[] = [];
  for (const property of properties) {
    const name = keyName(property);
    const url = stringOf(property.value);
    // A photo beside the page in an object, `slides={[{ image: './hero.jpg', … }]}`: its file must exist.
    const photoProp = !!name && url !== null && imagePropName.test(name) && isRelativePhoto(url);
    const kind = name && url !== null ? (photoProp ? 'file' : linkValueKind(name, url)) : null;
    if (!kind || url === null || !property.loc) continue;
    const text = describingProps[kind].map(valueOf).find(Boolean) ?? '';
    // acorn counts columns from 0.
    links.push({
      url,
      ...describedBy(text),
      kind,
      line: property.loc.start.line,
      column: property.loc.start.column + 1,
      ...(photoProp ? { photoProp } : {}),
    });
  }
  return links;
}

/** Every `key: 'url'` with a URL key in the object literals of an MDX expression. */
export function estreeLinks(program: EstreeNode | null | undefined): SourceLink[] {
  if (!program) return [];
  const links: SourceLink[] = [];
  const visit = (node: EstreeNode) => {
    if (node.type === 'ObjectExpression') links.push(...objectLinks(node));
    children(node).forEach(visit);
  };
  visit(program);
  return links;
}
