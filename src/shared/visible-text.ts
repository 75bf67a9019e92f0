import { z } from 'zod';
import { taggedTexts } from './schema-walk';

// One registry per process, kept on globalThis: the dev server loads this module twice (in Node
// and through Vite), and a schema registered by one copy must be found by the other.
const visibleTexts = ((globalThis as Record<symbol, unknown>)[Symbol.for('site.visible-texts')] ??= z.registry<{
  visible: true;
}>()) as z.core.$ZodRegistry<{ visible: true }>;

/**
 * Marks a text field or prop as words a visitor reads (a title, a label, a summary), as opposed to
 * an address, a slug or a code: the spelling check reads these and nothing else. Mark the finished
 * string schema (after `.min()`, `.max()`), before `.optional()` or `.describe()`.
 */
export function visibleText<S extends z.ZodString>(schema: S): S {
  // A clone of its own to register; `.describe()` clones it again and keeps the mark.
  const marked: z.ZodString = schema.clone();
  marked.register(visibleTexts, { visible: true });
  return marked as S;
}

function isVisibleText(schema: z.ZodType): true | undefined {
  return visibleTexts.get(schema)?.visible;
}

/** One text a visitor reads, found in a value, with where it sits in the value (`['people', 1, 'role']`). */
export interface VisibleText {
  text: string;
  path: (string | number)[];
}

/** Every text in `value` (frontmatter or a component's props) that its schema marks as visible text. */
export function visibleTextsIn(schema: z.ZodType, value: unknown): VisibleText[] {
  return taggedTexts(schema, value, isVisibleText).map(({ text, path }) => ({ text, path }));
}
