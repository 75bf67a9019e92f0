import { checkedValue, type FieldDefinition, type FormDefinition } from './form-definition';

/** A stored answer: the text typed or chosen, or whether a checkbox was ticked. */
export type FieldValue = string | boolean;

export interface FieldProblem {
  /** The field's name, as the form sends it. */
  name: string;
  /** The field's label, as the visitor saw it (or its short form for sentence-long labels). */
  label: string;
  message: string;
}

export type SubmissionCheck =
  { ok: true; fields: Record<string, FieldValue> } | { ok: false; problems: FieldProblem[] };

// The shape only: one @, no spaces, a dot in the domain. The mailbox itself is not checked.
const emailShape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function labelOf(field: FieldDefinition): string {
  return field.shortLabel ?? field.label;
}

/** Browsers send a textarea's line breaks as CRLF; its maxlength counts each break as one. */
function normalise(field: FieldDefinition, raw: string): string {
  const text = field.type === 'textarea' ? raw.replace(/\r\n?/g, '\n') : raw;
  return text.trim();
}

function problemOf(field: FieldDefinition, value: string): string | undefined {
  if (field.type === 'checkbox') {
    return field.required && value !== checkedValue ? 'Tick this box to send the form.' : undefined;
  }
  if (!value) {
    if (!field.required) return undefined;
    return field.type === 'select' ? 'Choose one of the options.' : 'This field is required.';
  }
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return `Use at most ${field.maxLength} characters (this has ${value.length}).`;
  }
  if (field.type !== 'textarea' && /[\r\n]/.test(value)) return 'Use a single line.';
  if (field.type === 'email' && !emailShape.test(value)) return 'Enter an email address such as name@example.com.';
  if (field.type === 'select' && !field.options.some((option) => option.value === value))
    return 'Choose one of the listed options.';
  if (field.type === 'url' && !isWebAddress(value)) return 'Enter a web address such as https://example.com/your-name.';
  return undefined;
}

/**
 * Checks a submission against its form's definition: required fields, lengths, email shape,
 * options only from the list. Fields the definition does not name are left out of the result
 * rather than refused: a page cached from an earlier build may still send a field that was
 * dropped since, and refusing would lose that visitor's message.
 */
export function checkSubmission(definition: FormDefinition, body: URLSearchParams): SubmissionCheck {
  const fields: Record<string, FieldValue> = {};
  const problems: FieldProblem[] = [];
  for (const field of definition.fields) {
    // A file is not in the text fields: the multipart receiver checks it (`check-upload.ts`).
    if (field.type === 'file') continue;
    const sent = body.getAll(field.name);
    const value = normalise(field, sent[0] ?? '');
    const message = sent.length > 1 ? 'Send this field once.' : problemOf(field, value);
    if (message) problems.push({ name: field.name, label: labelOf(field), message });
    else fields[field.name] = field.type === 'checkbox' ? value === checkedValue : value;
  }
  return problems.length ? { ok: false, problems } : { ok: true, fields };
}
