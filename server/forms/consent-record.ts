import { createHash } from 'node:crypto';
import { consentWording } from '../../src/forms/consent-wording';
import type { FormDefinition } from '../../src/forms/form-definition';
import type { ConsentRecord } from '../store/submission-record';

/** A short, stable name for one wording: the same text always gives the same version. */
export function consentVersion(wording: string): string {
  return `sha256:${createHash('sha256').update(wording).digest('hex').slice(0, 16)}`;
}

/** The proof of consent stored with a submission, or undefined for a form that asks for none. */
export function consentRecord(
  definition: FormDefinition,
  page: string | undefined,
  time: Date,
): ConsentRecord | undefined {
  const wording = consentWording(definition);
  if (wording === undefined) return undefined;
  return { wording, version: consentVersion(wording), page: page ?? null, time: time.toISOString() };
}
