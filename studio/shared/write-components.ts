import { componentTagAt, withComponentProps, type ComponentTag } from './component-tags';

/**
 * A component card's props in Write mode, read and rewritten by **Edit component**'s own rules
 * (`component-tags.ts`) on the card's tags alone, at the indentation they are written with: only
 * the changed attributes' text changes.
 */

function tagText(opening: string, closing: string | null, indent: string): string {
  return `${indent}${opening}${closing ?? ''}`;
}

/** The card's component as the props form reads it. */
export function cardTag(opening: string, closing: string | null, indent: string): ComponentTag | null {
  return componentTagAt(tagText(opening, closing, indent), indent.length);
}

/** The card's opening tag with `props`. */
export function cardOpening(
  opening: string,
  closing: string | null,
  indent: string,
  props: Record<string, unknown>,
): string {
  const text = tagText(opening, closing, indent);
  const tag = componentTagAt(text, indent.length);
  if (!tag) throw new Error('This component could not be read: edit it in Source.');
  const changed = withComponentProps(text, tag, props);
  return changed.slice(indent.length, changed.length - (closing ?? '').length);
}
