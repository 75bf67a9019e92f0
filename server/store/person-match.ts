import type { SubmissionRecord } from './submission-record';

/** Whether a submission holds the address as a contact field: a field that is the address alone, in any letter case. */
export function belongsTo(record: SubmissionRecord, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return Object.values(record.fields).some(
    (value) => typeof value === 'string' && value.trim().toLowerCase() === wanted,
  );
}

/** What an erased address becomes inside other people's text. */
export const erasedMark = '[erased]';

// Only the syntax characters may be escaped in a `u` pattern; an address holds no other special one.
const escaped = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * The address anywhere in a text, in any letter case, as a whole: not the tail of a longer
 * address (`xgrace@…`), nor the head of a longer domain (`…@example.com.au`); a full stop that
 * ends the sentence after it is not part of it.
 */
export function addressPattern(email: string): RegExp {
  const before = String.raw`(?<![\p{L}\p{N}.!#$%&'*+/=?^_\x60{|}~-])`;
  const after = String.raw`(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}])`;
  return new RegExp(`${before}${escaped(email.trim())}${after}`, 'giu');
}

/**
 * The submission with the address replaced by `[erased]` in every text field, or undefined when
 * no field mentions it: what an erase leaves of someone else's submission that names the person.
 */
export function withAddressErased(record: SubmissionRecord, email: string): SubmissionRecord | undefined {
  const pattern = addressPattern(email);
  let changed = false;
  const fields: SubmissionRecord['fields'] = {};
  for (const [name, value] of Object.entries(record.fields)) {
    fields[name] = typeof value === 'string' ? value.replace(pattern, erasedMark) : value;
    changed ||= fields[name] !== value;
  }
  return changed ? { ...record, fields } : undefined;
}
