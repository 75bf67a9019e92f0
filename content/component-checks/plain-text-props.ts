import type { z } from 'zod';
import type { JsonValue } from '../../src/hydration/island-props';
import { propPathLabel, schemaAt } from '../../src/shared/props/prop-paths';
import { isPlainText } from '../../src/shared/props/prop-types';

/** Markdown a copywriter may type into a prop, what of it would show, and the text it stands for. */
const markdownMarks: readonly { pattern: RegExp; shows: string }[] = [
  { pattern: /!?\[([^\]\n]+)\]\([^)\n]*\)/g, shows: 'brackets' },
  { pattern: /\*\*(\S(?:[^*\n]*\S)?)\*\*/g, shows: 'asterisks' },
  { pattern: /__(\S(?:[^_\n]*\S)?)__/g, shows: 'underscores' },
  { pattern: /(?<![\w*])\*(\S(?:[^*\n]*\S)?)\*(?![\w*])/g, shows: 'asterisks' },
  { pattern: /(?<![\w_])_(\S(?:[^_\n]*\S)?)_(?![\w_])/g, shows: 'underscores' },
];

/** The Markdown in a plain text (`Our **new** office`): what would show, and the text without it. */
export function markdownInPlainText(text: string): { shows: string[]; plain: string } | null {
  const shows: string[] = [];
  let plain = text;
  for (const { pattern, shows: what } of markdownMarks) {
    const next = plain.replace(pattern, '$1');
    if (next !== plain && !shows.includes(what)) shows.push(what);
    plain = next;
  }
  return shows.length ? { shows, plain } : null;
}

function* stringsIn(value: JsonValue, path: PropertyKey[]): Generator<{ path: PropertyKey[]; text: string }> {
  if (typeof value === 'string') yield { path, text: value };
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsIn(item, [...path, index]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, [...path, key]);
}

/**
 * Markdown written in a prop the component shows as plain text (`title="Our **new** office"`):
 * its marks would show on the page as typed. Paths start at the prop's name.
 */
export function plainTextProblems(
  component: string,
  schema: z.ZodObject,
  prop: string,
  value: JsonValue,
): { path: PropertyKey[]; message: string }[] {
  return [...stringsIn(value, [prop])].flatMap(({ path, text }) => {
    if (!isPlainText(schemaAt(schema, path))) return [];
    const found = markdownInPlainText(text);
    if (!found) return [];
    const fix = path.length === 1 ? `${prop}="${found.plain}"` : `"${found.plain}"`;
    return [
      {
        path,
        message: `<${component}> ${propPathLabel(path)}: this prop is plain text, so the ${found.shows.join(' and ')} would show on the page; write ${fix}`,
      },
    ];
  });
}
