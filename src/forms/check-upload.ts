import type { FileField, FileKind } from './form-definition';

/** What the server learnt of an uploaded file while streaming it: never its name's or the browser's word. */
export interface UploadFacts {
  /** Bytes received (up to the limit and one more: a file over it is not read further). */
  bytes: number;
  /** The kind its bytes show, or undefined when they show none of the field's kinds. */
  kind: FileKind | undefined;
  /** More than one file was sent for the field. */
  repeated?: boolean;
}

function kindList(kinds: readonly FileKind[]): string {
  const labels = kinds.map((kind) => kind.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** The problem with a file field's upload, in the visitor's words, or undefined when it is fine. */
export function uploadProblem(field: FileField, facts: UploadFacts | undefined): string | undefined {
  if (!facts || facts.bytes === 0) return field.required ? `Choose a ${kindList(field.kinds)} file.` : undefined;
  if (facts.repeated) return 'Send one file only.';
  if (facts.bytes > field.maxBytes)
    return `Choose a file of at most ${megabytes(field.maxBytes)} (this one is larger).`;
  if (!facts.kind)
    return `This file is not a ${kindList(field.kinds)} document. Save it as one of those and choose it again.`;
  return undefined;
}
