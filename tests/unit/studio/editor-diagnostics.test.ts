import { Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { editorDiagnostics } from '../../../studio/app/editor/diagnostic-ranges';

const doc = Text.of(['---', 'title: Cloud', '---', '', '  <Banner tonee="info">Hello</Banner>', 'Last']);

describe('editorDiagnostics: the build’s 1-based places as editor ranges', () => {
  it('underlines from line and column to the end line and column', () => {
    const [diagnostic] = editorDiagnostics(doc, [
      { line: 5, column: 11, endLine: 5, endColumn: 16, message: 'Banner has no prop tonee', severity: 'error' },
    ]);
    const start = doc.line(5).from;
    expect(diagnostic).toMatchObject({ from: start + 10, to: start + 15, severity: 'error' });
    expect(doc.sliceString(diagnostic.from, diagnostic.to)).toBe('tonee');
    expect(diagnostic.message).toBe('Banner has no prop tonee');
  });

  it('underlines to the line’s end when the diagnostic has no end', () => {
    const [diagnostic] = editorDiagnostics(doc, [{ line: 5, column: 3, message: 'x', severity: 'warning' }]);
    expect(doc.sliceString(diagnostic.from, diagnostic.to)).toBe('<Banner tonee="info">Hello</Banner>');
    expect(diagnostic.severity).toBe('warning');
  });

  it('starts at the line’s first character that is not a space when there is no column', () => {
    const [diagnostic] = editorDiagnostics(doc, [{ line: 5, message: 'x', severity: 'error' }]);
    expect(doc.sliceString(diagnostic.from, diagnostic.to)).toBe('<Banner tonee="info">Hello</Banner>');
  });

  it('keeps places past the end inside the document, and never underlines nothing', () => {
    const [pastEnd, emptyLine, endOnly] = editorDiagnostics(doc, [
      { line: 99, column: 40, message: 'x', severity: 'error' },
      { line: 4, message: 'x', severity: 'error' },
      { line: 2, column: 13, endLine: 2, endColumn: 13, message: 'x', severity: 'error' },
    ]);
    expect(pastEnd.to).toBe(doc.length);
    expect(pastEnd.from).toBeLessThan(pastEnd.to);
    expect(emptyLine.from).toBeLessThanOrEqual(emptyLine.to);
    expect(doc.sliceString(endOnly.from, endOnly.to)).toBe('d');
  });

  it('takes an end line without an end column as the end of that line', () => {
    const [diagnostic] = editorDiagnostics(doc, [{ line: 1, column: 1, endLine: 3, message: 'x', severity: 'error' }]);
    expect(doc.sliceString(diagnostic.from, diagnostic.to)).toBe('---\ntitle: Cloud\n---');
  });
});
