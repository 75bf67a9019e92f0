import { checkSubmission, type FieldValue } from '../../src/forms/check-submission';
import type { FormDefinition } from '../../src/forms/form-definition';
import { withoutHidden } from './hidden-characters';

/** At most `max` UTF-16 units, as maxlength counts, without leaving half a surrogate pair. */
function clip(text: string, max: number | undefined): string {
  if (max === undefined || text.length <= max) return text;
  const clipped = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(clipped) ? clipped.slice(0, -1) : clipped;
}

/**
 * What is kept of a submission that filled the spam trap. A bot's is likely to fail the form's
 * checks, but a person's browser may have filled the trap too: the checked fields when they
 * pass, else what was sent in each field the form defines, as text (trimmed, clipped to the
 * field's length), so nothing a person typed is lost. The trap itself is not a field. Hidden
 * characters the form would refuse are dropped (PostgreSQL cannot store a NUL): a bot is not told.
 */
export function spamFields(definition: FormDefinition, body: URLSearchParams): Record<string, FieldValue> {
  const check = checkSubmission(definition, body);
  if (check.ok) return withoutHidden(definition, check.fields);
  const fields: Record<string, FieldValue> = {};
  for (const field of definition.fields) {
    const sent = body.get(field.name);
    if (sent !== null) fields[field.name] = clip(sent.trim(), field.maxLength);
  }
  return withoutHidden(definition, fields);
}
