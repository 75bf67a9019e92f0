import { labelOf, type FieldProblem, type FieldValue } from '../../src/forms/check-submission';
import type { FieldDefinition, FormDefinition } from '../../src/forms/form-definition';

/**
 * Refused in every field: C0 controls but tab, CR and LF (NUL among them, which PostgreSQL cannot
 * store), DEL and the C1 controls, and the bidirectional embeddings, overrides and isolates, which
 * make text show otherwise than it reads (`‮gpj.exe` in a mail subject).
 */
const anywhere = /(?![\t\n\r])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/gu;
/**
 * Refused in single-line fields besides: tab, the line and paragraph separators, and every other
 * invisible format character (zero-width space, direction marks, BOM, …) but the zero-width
 * joiner and non-joiner, which Indic and Persian writing and emoji need. CR and LF are left to the
 * form check, which asks for a single line.
 */
const singleLine = /(?![\n\r])\p{Cc}|[\u2028\u2029]|(?![\u200C\u200D])\p{Cf}/gu;

const names: Record<string, string> = {
  '\u0000': 'NUL',
  '\t': 'tab',
  '\u200B': 'zero-width space',
  '\u200E': 'left-to-right mark',
  '\u200F': 'right-to-left mark',
  '\u2028': 'line separator',
  '\u2029': 'paragraph separator',
  '\u202A': 'left-to-right embedding',
  '\u202B': 'right-to-left embedding',
  '\u202C': 'pop directional formatting',
  '\u202D': 'left-to-right override',
  '\u202E': 'right-to-left override',
  '\u2066': 'left-to-right isolate',
  '\u2067': 'right-to-left isolate',
  '\u2068': 'first strong isolate',
  '\u2069': 'pop directional isolate',
  '\uFEFF': 'byte order mark',
};

const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** A refused character as a visitor can read it: `U+202E (right-to-left override)`. */
export function characterName(char: string): string {
  const name = names[char];
  return name ? `${codePoint(char)} (${name})` : codePoint(char);
}

function refusedIn(field: FieldDefinition): RegExp {
  return field.type === 'textarea' ? anywhere : singleLine;
}

/** The hidden characters `value` may not hold in `field`, each once, in order of appearance. */
export function hiddenCharacters(field: FieldDefinition, value: string): string[] {
  return [...new Set(value.match(refusedIn(field)) ?? [])];
}

/**
 * A problem for each field whose text holds a control or invisible formatting character it may
 * not: checked before anything is stored, so both stores refuse alike (PostgreSQL cannot store a
 * NUL at all) and no mail subject or webhook carries text that reads otherwise than it shows.
 */
export function hiddenCharacterProblems(definition: FormDefinition, body: URLSearchParams): FieldProblem[] {
  return definition.fields.flatMap((field) => {
    if (field.type === 'checkbox') return [];
    // As the form check reads it: surrounding white space is trimmed, inner line breaks of a textarea kept.
    const found = body.getAll(field.name).flatMap((value) => hiddenCharacters(field, value.trim()));
    if (!found.length) return [];
    const unique = [...new Set(found)];
    return [
      {
        name: field.name,
        label: labelOf(field),
        message:
          `Remove the hidden character${unique.length > 1 ? 's' : ''} ${unique.map(characterName).join(', ')}: ` +
          'control and invisible formatting characters can make text show otherwise than it reads. ' +
          'Type the text again, or paste it as plain text.',
      },
    ];
  });
}

/** The text with the characters `field` refuses shown as `[U+202E]`: the problem page shows what was sent. */
export function revealHidden(field: FieldDefinition, text: string): string {
  return text.replace(refusedIn(field), (char) => `[${codePoint(char)}]`);
}

/** The fields with the characters each refuses dropped: what a spam submission keeps. */
export function withoutHidden(
  definition: FormDefinition,
  fields: Record<string, FieldValue>,
): Record<string, FieldValue> {
  const cleaned: Record<string, FieldValue> = { ...fields };
  for (const field of definition.fields) {
    const value = cleaned[field.name];
    if (typeof value === 'string') cleaned[field.name] = value.replace(refusedIn(field), '');
  }
  return cleaned;
}
