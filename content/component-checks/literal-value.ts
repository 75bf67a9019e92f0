import type { Expression, Node, Program, Property, SpreadElement } from 'estree';
import type { JsonValue } from '../../src/hydration/island-props';
import type { LiteralValue, Place } from './component-use';

/** Thrown inside `literalOf` when a part of the value is only known at render time. */
class NotLiteral extends Error {}

function placeOf(node: Node): Place | undefined {
  // acorn counts columns from 0.
  return node.loc ? { line: node.loc.start.line, column: node.loc.start.column + 1 } : undefined;
}

function keyOf(property: Property): string {
  const { key } = property;
  if (property.computed || property.kind !== 'init' || property.method) throw new NotLiteral();
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number'))
    return String(key.value);
  throw new NotLiteral();
}

function valueOf(node: Expression | SpreadElement | null, path: string, parts: Record<string, Place>): JsonValue {
  if (node === null || node.type === 'SpreadElement') throw new NotLiteral();
  if (path) {
    const place = placeOf(node);
    if (place) parts[path] = place;
  }
  const inner = (segment: string | number) => (path ? `${path}.${segment}` : String(segment));
  switch (node.type) {
    case 'Literal':
      if ('regex' in node || 'bigint' in node) throw new NotLiteral();
      return node.value;
    case 'TemplateLiteral':
      if (node.expressions.length > 0 || typeof node.quasis[0].value.cooked !== 'string') throw new NotLiteral();
      return node.quasis[0].value.cooked;
    case 'UnaryExpression':
      if (
        (node.operator === '-' || node.operator === '+') &&
        node.argument.type === 'Literal' &&
        typeof node.argument.value === 'number'
      ) {
        return node.operator === '-' ? -node.argument.value : node.argument.value;
      }
      throw new NotLiteral();
    case 'ArrayExpression':
      return node.elements.map((element, index) => valueOf(element, inner(index), parts));
    case 'ObjectExpression': {
      const object: Record<string, JsonValue> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property') throw new NotLiteral();
        const key = keyOf(property);
        object[key] = valueOf(property.value as Expression, inner(key), parts);
      }
      return object;
    }
    default:
      throw new NotLiteral();
  }
}

/**
 * The value of an attribute expression (`{6}`, `{[{ value: '550+' }]}`) when it is written out
 * in full, with where each of its parts starts; undefined when any part of it is only known at
 * render time.
 */
export function literalOf(program: Program | null | undefined): LiteralValue | undefined {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const parts: Record<string, Place> = {};
  try {
    return { value: valueOf(statement.expression, '', parts), parts };
  } catch (error) {
    if (error instanceof NotLiteral) return undefined;
    throw error;
  }
}
