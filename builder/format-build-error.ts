import { relative, resolve, sep } from 'node:path';

/** The parts of an error (Vite, Rolldown, MDX, ours) that the build's messages are made of. */
export interface ErrorDetails {
  name?: string;
  message?: string;
  /** VFile messages (MDX) keep the bare text here; `message` may repeat the path. */
  reason?: string;
  id?: string;
  loc?: { file?: string; line: number; column: number };
  line?: number;
  column?: number;
  errors?: ErrorDetails[];
}

// Our own errors already read as `file:line: field: problem`, one per line.
const selfDescribing = new Set(['ContentError', 'SiteCheckError']);

// Terminal colours, which Rolldown writes into its messages.
// oxlint-disable-next-line no-control-regex -- the escape character is what is matched
const colours = /\u001b\[[0-9;]*m/g;
// Rolldown's transform errors (a syntax error in a component) leave `id` empty and name the file
// only in their code frame, relative to the project and counting columns from 1: `╭─[ src/x.tsx:4:17 ]`.
const framedPlace = /\[ (\S+):(\d+):(\d+) \]/;

function formatOne(error: ErrorDetails, root: string): string {
  if (error.name && selfDescribing.has(error.name)) return error.message ?? '';
  const message = (error.reason ?? error.message ?? error.name ?? 'unknown error').replace(colours, '');
  const framed = error.loc?.file || error.id ? null : framedPlace.exec(message);
  const file = error.loc?.file || error.id || (framed ? resolve(root, framed[1]) : undefined);
  const label = file ? relative(root, file.split('?')[0]).split(sep).join('/') : '';
  const line = framed ? Number(framed[2]) : (error.loc?.line ?? error.line);
  const column = framed ? Number(framed[3]) : (error.loc?.column ?? error.column);
  const text = message.trim().split('\n')[0];
  const place = [label, line, line !== undefined ? column : undefined]
    .filter((part) => part !== undefined && part !== '')
    .join(':');
  return place && !text.startsWith(label || '\0') ? `${place}: ${text}` : text;
}

/**
 * Readable lines for an error from Vite, Rolldown, MDX or the content checks, each naming the
 * file (and line, when known) relative to the project: `pages/x.mdx:10:1: Unknown component <Foo>`.
 * Rolldown keeps the file in `id`/`loc` rather than the message, and wraps a build's errors in `errors`.
 */
export function formatBuildError(error: unknown, root: string): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const details = error as ErrorDetails;
  const errors = details.errors?.length ? details.errors : [details];
  return errors.map((inner) => formatOne(inner, root)).join('\n');
}
