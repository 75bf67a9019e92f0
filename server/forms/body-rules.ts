import type { FileField, FormDefinition } from '../../src/forms/form-definition';

export const urlEncodedType = 'application/x-www-form-urlencoded';
export const multipartType = 'multipart/form-data';

/** Text fields of a form with a file: what its body may hold besides the file. */
export const multipartFieldsLimit = 64 * 1024;

export function fileFieldOf(definition: FormDefinition): FileField | undefined {
  return definition.fields.find((field): field is FileField => field.type === 'file');
}

/**
 * The one body type a form's receiver reads and the largest body it takes: a form with a file
 * field takes multipart only (its file and fields), any other url-encoded only.
 */
export function bodyRules(definition: FormDefinition, urlEncodedLimit: number): { type: string; limit: number } {
  const file = fileFieldOf(definition);
  return file
    ? { type: multipartType, limit: file.maxBytes + multipartFieldsLimit }
    : { type: urlEncodedType, limit: urlEncodedLimit };
}
