import { forwardRef, useImperativeHandle, useRef } from 'react';
import type { Completions, Diagnostic } from '../shared/api';

export interface SourceEditorHandle {
  focus(): void;
  goToLine(line: number): void;
  insert(text: string, from?: number, to?: number): void;
  cursorOffset(): number;
}

interface Props {
  text: string;
  onChange: (text: string) => void;
  diagnostics: Diagnostic[];
  completions: Completions | null;
  onCursor?: (offset: number, line: number) => void;
  onSave?: () => void;
  onImageFiles?: (files: File[], offset: number) => void;
}

/** Stands in for helper "editor"'s CodeMirror SourceEditor until it is merged: same props, same handle. */
export const PlainSourceEditor = forwardRef<SourceEditorHandle, Props>(function PlainSourceEditor(
  { text, onChange, onCursor, onImageFiles },
  ref,
) {
  const area = useRef<HTMLTextAreaElement>(null);
  const report = () => {
    const element = area.current;
    if (!element || !onCursor) return;
    const offset = element.selectionStart;
    onCursor(offset, element.value.slice(0, offset).split('\n').length);
  };
  useImperativeHandle(ref, () => ({
    focus: () => area.current?.focus(),
    goToLine(line) {
      const element = area.current;
      if (!element) return;
      const offset =
        element.value
          .split('\n')
          .slice(0, line - 1)
          .join('\n').length + (line > 1 ? 1 : 0);
      element.focus();
      element.setSelectionRange(offset, offset);
    },
    insert(inserted, from, to) {
      const element = area.current;
      const start = from ?? element?.selectionStart ?? text.length;
      const end = to ?? (from === undefined ? (element?.selectionEnd ?? start) : start);
      onChange(text.slice(0, start) + inserted + text.slice(end));
    },
    cursorOffset: () => area.current?.selectionStart ?? 0,
  }));
  return (
    <div className="plain-editor">
      <label htmlFor="page-source" className="visually-hidden">
        Page source
      </label>
      <textarea
        id="page-source"
        ref={area}
        value={text}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onSelect={report}
        onDrop={(event) => {
          const files = [...event.dataTransfer.files].filter((file) => file.type.startsWith('image/'));
          if (files.length && onImageFiles) {
            event.preventDefault();
            onImageFiles(files, area.current?.selectionStart ?? text.length);
          }
        }}
      />
    </div>
  );
});
