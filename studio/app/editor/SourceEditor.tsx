import { autocompletion, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { Annotation, EditorSelection, EditorState, Prec } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import type { Completions, Diagnostic } from '../../shared/api';
import { mdxCompletionSource } from './completion-sources';
import { editorDiagnostics } from './diagnostic-ranges';
import { editorTheme } from './editor-theme';
import { mdxLanguage } from './mdx-language';

/** Where a body's text can take a photo: never inside the frontmatter, whose YAML a `![…]` would break. */
function bodyOffset(view: EditorView, offset: number): number {
  const text = view.state.doc.toString();
  const frontmatter = /^---[^\n]*\n[\s\S]*?\n---[^\n]*(\n|$)/.exec(text);
  return frontmatter && offset < frontmatter[0].length ? text.length : offset;
}

/** The drop's place in the text when it was dropped on the text (a drop event made by a script has no point), else the cursor's. */
function photoOffset(view: EditorView, event: DragEvent): number {
  const box = view.contentDOM.getBoundingClientRect();
  const onText =
    event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
  const at =
    (onText ? view.posAtCoords({ x: event.clientX, y: event.clientY }) : null) ?? view.state.selection.main.head;
  return bodyOffset(view, at);
}

export interface SourceEditorProps {
  /** The file's text; when it changes from outside (form edit, reload, inserted component) the editor takes it without losing the cursor where possible. */
  text: string;
  onChange: (text: string) => void;
  /** Diagnostics from the server's `check`, shown as underlines with the build's messages. */
  diagnostics: Diagnostic[];
  /** From GET completions (`Completions`). */
  completions: Completions | null;
  /** The open file (`pages/blog/x.mdx`): its schema tells which frontmatter fields take vocabulary terms or page names. */
  file?: string;
  /** Told the cursor's offset and 1-based line after each move (for **Edit component** and the preview). */
  onCursor?: (offset: number, line: number) => void;
  /** Mod-s. */
  onSave?: () => void;
  /** Dropped or pasted image files (the app uploads them and inserts the markdown). */
  onImageFiles?: (files: File[], offset: number) => void;
  ref?: Ref<SourceEditorHandle>;
}

export interface SourceEditorHandle {
  focus(): void;
  /** Moves the cursor to a 1-based line and scrolls it into view. */
  goToLine(line: number): void;
  /** Replaces the range (default: the selection) with text, as one undoable change. */
  insert(text: string, from?: number, to?: number): void;
  cursorOffset(): number;
}

/** Marks a change that came in through the `text` prop, which `onChange` must not echo back. */
const fromOutside = Annotation.define<boolean>();

const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

function imageFiles(list: FileList | null | undefined): File[] {
  return [...(list ?? [])].filter((file) => imageTypes.has(file.type) || /\.(jpe?g|png|webp|avif)$/i.test(file.name));
}

/**
 * The smallest change turning `old` into `text`: what the two share at the start and at the end
 * stays, so the cursor and selection outside the changed part stay where they were.
 */
function minimalChange(old: string, text: string): { from: number; to: number; insert: string } {
  const limit = Math.min(old.length, text.length);
  let start = 0;
  while (start < limit && old.charCodeAt(start) === text.charCodeAt(start)) start++;
  let end = 0;
  while (end < limit - start && old.charCodeAt(old.length - 1 - end) === text.charCodeAt(text.length - 1 - end)) end++;
  return { from: start, to: old.length - end, insert: text.slice(start, text.length - end) };
}

/**
 * The page's MDX source in CodeMirror 6: highlighting, the build's diagnostics as underlines,
 * completion of components, props, values, links and terms, search, history. The view is created
 * once; later props reach it through transactions, and the callbacks through a ref.
 */
export function SourceEditor(props: SourceEditorProps) {
  const { text, diagnostics, ref } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  // The text last reported through onChange: the prop echoing it back is not a change from outside.
  const reported = useRef(text);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const editor = new EditorView({
      parent,
      state: EditorState.create({
        doc: latest.current.text,
        extensions: [
          Prec.highest(
            keymap.of([
              {
                key: 'Mod-s',
                preventDefault: true,
                run: () => {
                  latest.current.onSave?.();
                  return true;
                },
              },
            ]),
          ),
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          highlightSelectionMatches(),
          EditorView.lineWrapping,
          search({ top: true }),
          mdxLanguage(),
          autocompletion({
            override: [
              mdxCompletionSource(() => ({
                completions: latest.current.completions,
                file: latest.current.file,
              })),
            ],
            icons: false,
          }),
          lintGutter(),
          // No Tab binding: Tab leaves the editor, so keyboard users are never trapped in it.
          keymap.of([...completionKeymap, ...searchKeymap, ...historyKeymap, ...lintKeymap, ...defaultKeymap]),
          editorTheme,
          // axe counts a contenteditable as focusable only with a tabindex (scrollable-region-focusable on .cm-scroller).
          EditorView.contentAttributes.of({ 'aria-label': 'Page source', spellcheck: 'true', tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromOutside))) {
              const changed = update.state.doc.toString();
              reported.current = changed;
              latest.current.onChange(changed);
            }
            if (update.docChanged || update.selectionSet) {
              const head = update.state.selection.main.head;
              latest.current.onCursor?.(head, update.state.doc.lineAt(head).number);
            }
          }),
          EditorView.domEventHandlers({
            drop(event, target) {
              const files = imageFiles(event.dataTransfer?.files);
              if (!files.length || !latest.current.onImageFiles) return false;
              event.preventDefault();
              latest.current.onImageFiles(files, photoOffset(target, event));
              return true;
            },
            paste(event, target) {
              const files = imageFiles(event.clipboardData?.files);
              if (!files.length || !latest.current.onImageFiles) return false;
              event.preventDefault();
              latest.current.onImageFiles(files, bodyOffset(target, target.state.selection.main.head));
              return true;
            },
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || text === reported.current) return;
    reported.current = text;
    const old = editor.state.doc.toString();
    if (old === text) return;
    editor.dispatch({ changes: minimalChange(old, text), annotations: fromOutside.of(true) });
  }, [text]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    editor.dispatch(setDiagnostics(editor.state, editorDiagnostics(editor.state.doc, diagnostics)));
  }, [diagnostics]);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => view.current?.focus(),
      goToLine(line: number) {
        const editor = view.current;
        if (!editor) return;
        const target = editor.state.doc.line(Math.min(Math.max(Math.round(line), 1), editor.state.doc.lines));
        editor.dispatch({
          selection: EditorSelection.cursor(target.from),
          effects: EditorView.scrollIntoView(target.from, { y: 'center' }),
        });
        editor.focus();
      },
      insert(inserted: string, from?: number, to?: number) {
        const editor = view.current;
        if (!editor) return;
        const selection = editor.state.selection.main;
        const start = from ?? selection.from;
        const end = to ?? (from === undefined ? selection.to : start);
        editor.dispatch({
          changes: { from: start, to: end, insert: inserted },
          selection: EditorSelection.cursor(start + inserted.length),
          scrollIntoView: true,
          userEvent: 'input.insert',
        });
      },
      cursorOffset: () => view.current?.state.selection.main.head ?? 0,
    }),
    [],
  );

  return <div ref={host} className="studio-source-editor" style={{ height: '100%', minHeight: 0 }} />;
}
