import type { JsonValue } from '../../hydration/island-props';
import { closestNames, didYouMean } from './closest-names';
import { propPathLabel } from './prop-paths';

/**
 * What a copywriter reads when a component is misused. Every message starts with the component
 * (`<Section> tone: "mutd" is not one of default, muted`); the build puts `file:line:column: ` before it.
 */

/** How a value reads in a message: text in quotes, anything else as written in a page. */
export function shownValue(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value));
}

/** The kind of value something is, for "must be a number, not text". */
export function kindOfValue(value: unknown): string {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'true or false';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'a set of fields' : typeof value;
}

/** A prop's description as the end of a sentence: "The image." -> "the image". */
function asClause(description: string): string {
  const trimmed = description.trim().replace(/\.$/, '');
  return /^[A-Z][a-z]/.test(trimmed) ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed;
}

export function unknownProp(component: string, prop: string, props: readonly string[]): string {
  if (props.length === 0) return `<${component}> ${prop}: unknown prop; <${component}> takes no props`;
  const meant = didYouMean(prop, props);
  return `<${component}> ${prop}: unknown prop; ${meant ? `did you mean ${meant}?` : `its props are ${[...props].sort().join(', ')}`}`;
}

export function unknownField(component: string, path: readonly PropertyKey[], fields: readonly string[]): string {
  const field = String(path[path.length - 1]);
  const meant = didYouMean(field, fields);
  return `<${component}> ${propPathLabel(path)}: unknown field; ${meant ? `did you mean ${meant}?` : `its fields are ${[...fields].sort().join(', ')}`}`;
}

/** A required prop (`path` of one) or a required field inside a prop's value that is not there. */
export function missingProp(component: string, path: readonly PropertyKey[], description: string | undefined): string {
  const where = path.length > 1 ? ` ${propPathLabel(path.slice(0, -1))}` : '';
  return `<${component}>${where} is missing ${String(path[path.length - 1])}${description ? ` (${asClause(description)})` : ''}`;
}

export function takesNoContent(component: string): string {
  return `<${component}> takes no content between its tags; write <${component} … /> instead`;
}

export function needsContent(component: string): string {
  return `<${component}> needs content between <${component}> and </${component}>`;
}

/** A text where a number or true/false belongs, as in `limit="6"`: the fix is braces. */
export function textForValue(
  component: string,
  prop: string,
  text: string,
  expected: 'a number' | 'true or false',
): string {
  return `<${component}> ${prop}: must be ${expected}; write ${prop}={${text}}, not ${prop}="${text}"`;
}

export function valueProblem(component: string, path: readonly PropertyKey[], problem: string): string {
  return `<${component}> ${propPathLabel(path)}: ${problem}`;
}

/**
 * A page name (`industry="bankng"`) with no such page, `what` saying which ("industry page
 * /industries/bankng"): the nearest real name, or the few nearest.
 */
export function unknownPage(
  component: string,
  path: readonly PropertyKey[],
  what: string,
  name: string,
  names: readonly string[],
): string {
  const meant = didYouMean(name, names);
  const hint = meant
    ? `did you mean ${meant}?`
    : names.length
      ? `the closest are ${closestNames(name, names, 3).join(', ')}`
      : 'there is none yet';
  return `<${component}> ${propPathLabel(path)}: no ${what}; ${hint}`;
}

/** Props as a page writes them, for naming one use of a component: `service="cloud" limit={3}`. */
export function writtenProps(props: Readonly<Record<string, JsonValue>>): string {
  return Object.entries(props)
    .map(([name, value]) => (typeof value === 'string' ? `${name}="${value}"` : `${name}={${JSON.stringify(value)}}`))
    .join(' ');
}

export function emptyListing(component: string, props: Readonly<Record<string, JsonValue>>): string {
  const written = writtenProps(props);
  return `<${component}${written ? ` ${written}` : ''}> finds nothing to list, so it shows nothing there for now`;
}

/** Added to a problem found while rendering: the value was worked out then, so no line is known. */
export const atRenderTime = ' (a value worked out when the page renders)';
