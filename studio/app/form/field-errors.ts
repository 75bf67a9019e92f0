import { fieldLabel } from '../../../src/shared/field-labels';
import type { Diagnostic } from '../../shared/api';
import type { FieldPath } from '../../shared/frontmatter-edit';

/** A diagnostic placed on the field it is about, or on none (`path` null: shown above the form). */
export interface PlacedDiagnostic {
  path: FieldPath | null;
  diagnostic: Diagnostic;
}

/** `nav.label` → ['nav', 'label'], `outcomes 2` → ['outcomes', 1]: the build's way of naming a field, items from 1. */
export function pathOfLabel(label: string): FieldPath {
  return label.split(/\.|(?= \d)/).map((segment) => (/^ \d+$/.test(segment) ? Number(segment) - 1 : segment));
}

/** The field a build message starts with: `kind: …`, `aliases 3: …`, `address.country: …`. */
const fieldName = /^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*| \d+)*): /;

/**
 * A build message as the studio lists it, the field named as the form labels it: "imageAlt: …" is
 * "Image description: …", "aliases 3: …" "Old addresses 3: …", "address.country: …" "Address ›
 * Country: …". The page source still shows the field's own name on the line the message leads to.
 */
export function inFormWords(message: string): string {
  const named = fieldName.exec(message);
  if (!named) return message;
  const label = named[1]
    .split('.')
    .map((part) => {
      const [name, number] = part.split(' ');
      return number ? `${fieldLabel(name)} ${number}` : fieldLabel(name);
    })
    .join(' › ');
  return `${label}: ${message.slice(named[0].length)}`;
}

/** A message as shown under its field, which names it already: "Choose one of the news kinds". */
function underField(message: string): string {
  const rest = message.replace(fieldName, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * Places each of the build's diagnostics on a field: the field written on its line, or, for a field
 * that is missing (the build reports it on the closing `---`), the field its message starts with.
 */
export function placeDiagnostics(
  diagnostics: Diagnostic[],
  fieldAtLine: (line: number) => FieldPath | null,
  knownField: (name: string) => boolean,
): PlacedDiagnostic[] {
  return diagnostics.map((diagnostic) => {
    const atLine = fieldAtLine(diagnostic.line);
    if (atLine) return { path: atLine, diagnostic };
    const named = fieldName.exec(diagnostic.message);
    const path = named ? pathOfLabel(named[1]) : null;
    return { path: path && knownField(String(path[0])) ? path : null, diagnostic };
  });
}

function startsWith(path: FieldPath, prefix: FieldPath): boolean {
  return prefix.length <= path.length && prefix.every((segment, index) => path[index] === segment);
}

/** The messages for a field: on it exactly, or also below it for a field with no fields of its own. */
export function messagesAt(placed: PlacedDiagnostic[], path: FieldPath, leaf: boolean): string[] {
  return placed
    .filter(
      (entry) =>
        entry.path !== null &&
        (leaf ? startsWith(entry.path, path) : entry.path.length === path.length && startsWith(entry.path, path)),
    )
    .map((entry) => underField(entry.diagnostic.message));
}
