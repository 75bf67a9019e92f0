import { relative, sep } from 'node:path';

interface BuildErrorShape {
  message?: string;
  reason?: string;
  id?: string;
  loc?: { file?: string; line: number; column: number };
  line?: number;
  column?: number;
  frame?: string;
}

function isBuildError(error: unknown): error is BuildErrorShape & Error {
  return typeof error === 'object' && error !== null && 'message' in error;
}

/**
 * One readable line for an error from Vite, Rolldown, MDX or the content checks, naming the file
 * (and line, when known) relative to the project: `pages/x.mdx:10:1: Unknown component <Foo>`.
 * Rolldown keeps the file in `id`/`loc`, not in the message, so both are needed.
 */
export function formatBuildError(error: unknown, root: string): string {
  if (!isBuildError(error)) return String(error);
  if (error.name === 'ContentError' || error.name === 'SiteCheckError') return error.message;
  const file = error.loc?.file ?? error.id;
  const label = file ? relative(root, file.split('?')[0]).split(sep).join('/') : '';
  const line = error.loc?.line ?? error.line;
  const column = error.loc?.column ?? error.column;
  let message = (error.reason ?? error.message ?? '').trim();
  // Rolldown repeats the plugin name and the path in front of the message.
  if (file) message = message.split(file).join(label).replace(new RegExp(`^(\\[[^\\]]+\\]\\s*)?(${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[:\\d]*:?\\s*)?`), '');
  const place = label ? `${label}${line ? `:${line}${column !== undefined ? `:${column + (error.loc ? 0 : 0)}` : ''}` : ''}: ` : '';
  return `${place}${message.split('\n')[0]}`;
}
