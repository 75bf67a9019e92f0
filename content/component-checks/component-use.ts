import type { JsonValue } from '../../src/hydration/island-props';

/** A place in a page file: 1-based line and column. */
export interface Place {
  line: number;
  column: number;
}

/** A value written out in the page: text, a number, true/false, null, or a list or object of those. */
export interface LiteralValue {
  value: JsonValue;
  /** Where each part of a list or object starts, by its path inside the value (`1.label`). */
  parts: Record<string, Place>;
}

/** One prop as a page writes it. */
export interface PropUse {
  name: string;
  at: Place;
  /** Absent when the value is only known once the page renders (`{items.length}`, `{'a' + b}`). */
  literal?: LiteralValue;
}

/**
 * One element of the component map as a page uses it, read from the MDX syntax tree. Plain data,
 * so a compile worker can send it and the compile cache can keep it beside the compiled page.
 */
export interface ComponentUse {
  name: string;
  at: Place;
  props: PropUse[];
  /** `{...props}` among the attributes: which props are given is only known when the page renders. */
  spreads: boolean;
  /** Content between the opening and the closing tag. */
  hasContent: boolean;
}
