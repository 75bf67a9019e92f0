import type { Diagnostic as EditorDiagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import type { Diagnostic } from '../../shared/api';

/** The offset of a 1-based line and column in `doc`, kept inside the document and the line. */
function offsetOf(doc: Text, line: number, column: number | undefined): number {
  const placed = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return column === undefined ? placed.from : Math.min(placed.from + Math.max(column - 1, 0), placed.to);
}

/**
 * The build's diagnostics as the editor's underlines. A diagnostic with no end underlines from its
 * column (or the line's first character that is not a space) to the line's end; one that would be
 * empty, at the end of a line, underlines the character before it so it still shows.
 */
export function editorDiagnostics(doc: Text, diagnostics: readonly Diagnostic[]): EditorDiagnostic[] {
  return diagnostics.map(({ line, column, endLine, endColumn, message, severity }) => {
    const start = doc.line(Math.min(Math.max(line, 1), doc.lines));
    let from =
      column === undefined ? start.from + (/^\s*/.exec(start.text)?.[0].length ?? 0) : offsetOf(doc, line, column);
    let to = endLine === undefined ? start.to : offsetOf(doc, endLine, endColumn ?? Number.MAX_SAFE_INTEGER);
    if (to < from) to = from;
    if (to === from) {
      if (to < start.to) to++;
      else if (from > start.from) from--;
    }
    return { from, to, severity, message, source: 'build' };
  });
}
