import type { AnyExtension, NodeViewRendererProps } from '@tiptap/core';
import { EditorState, NodeSelection, TextSelection } from '@tiptap/pm/state';
import type { Node as ProseNode } from '@tiptap/pm/model';
import {
  EditorContent,
  NodeViewContent,
  NodeViewWrapper,
  ReactNodeViewRenderer,
  useEditor,
  useEditorState,
  type Editor,
  type ReactNodeViewProps,
} from '@tiptap/react';
import {
  createContext,
  memo,
  use,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react';
import type { ComponentTag } from '../../shared/component-tags';
import { cardOpening, cardTag } from '../../shared/write-components';
import {
  blockAt,
  indentAt,
  newBlocks,
  readWriteDocument,
  writtenText,
  type WriteProblem,
  type WriteSource,
} from '../../shared/write-document';
import { writeExtensions } from '../../shared/write-schema';
import { Dialog } from '../Dialog';
import { cleanPastedHtml, plainTextSlice } from './paste-cleanup';

export interface WriteEditorProps {
  /** The file's text, frontmatter and all; when it changes from outside (the form, a reload) the document is read again. */
  text: string;
  onChange: (text: string) => void;
  /** A card's **Edit**: the props form for its tag, and what applies the props chosen. */
  onEditCard: (tag: ComponentTag | null, name: string, apply: (props: Record<string, unknown>) => void) => void;
  /** **Open in Source**, at a line when known. */
  onShowSource: (line?: number) => void;
  /** Photo files dropped or pasted on the text. */
  onImageFiles?: (files: File[]) => void;
  ref?: Ref<WriteEditorHandle>;
}

export interface WriteEditorHandle {
  focus(): void;
  /** Shows the block that a 1-based line of the file is in, with the cursor at its start; false when the line is the frontmatter's. */
  showLine(line: number): boolean;
  /** Inserts MDX blocks (a component's JSX, a photo's Markdown) after the block the cursor is in; false when they cannot be read. */
  insertBlocks(mdx: string): boolean;
}

interface CardActions {
  edit(pos: number): void;
  summary(pos: number, node: ProseNode): string;
}

const CardContext = createContext<CardActions | null>(null);

/** A card's summary by its indentation and opening tag (`CardActions.summary`). */
const summaries = new Map<string, string>();

/** `StatsGrid` → "Stats grid": the name a copywriter reads on a card. */
function spokenName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a card's buttons act on: its node and position now (a drawn card keeps its buttons). */
interface CardTarget {
  node: ProseNode;
  getPos: () => number | undefined;
}

interface CardViewProps {
  label: string;
  summary: string;
  first: boolean;
  last: boolean;
  hasChildren: boolean;
  editor: Editor;
  target: RefObject<CardTarget>;
}

/**
 * The card as drawn: redrawn only when what it shows changes (its props are values, the editor and
 * a ref). Every key moves the positions of the cards after it, and TipTap draws each of them again;
 * their bars stay as they were.
 */
const CardView = memo(function CardView({ label, summary, first, last, hasChildren, editor, target }: CardViewProps) {
  const actions = use(CardContext);

  function move(direction: -1 | 1) {
    const { node, getPos } = target.current;
    const at = getPos();
    if (at === undefined) return;
    const resolved = editor.state.doc.resolve(at);
    const index = resolved.index();
    const parent = resolved.parent;
    const neighbour = parent.maybeChild(index + direction);
    if (!neighbour) return;
    const tr = editor.state.tr.delete(at, at + node.nodeSize);
    const moveTo = direction === -1 ? at - neighbour.nodeSize : at + neighbour.nodeSize;
    tr.insert(moveTo, node);
    editor.view.dispatch(tr.scrollIntoView());
    // The card is drawn anew where it went: its same button keeps the keyboard there.
    requestAnimationFrame(() => {
      const moved = editor.view.nodeDOM(moveTo);
      if (moved instanceof HTMLElement)
        moved.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`)?.focus();
    });
  }

  function remove() {
    const { node, getPos } = target.current;
    const at = getPos();
    if (at === undefined) return;
    editor.view.dispatch(editor.state.tr.delete(at, at + node.nodeSize));
    editor.commands.focus();
  }

  return (
    <NodeViewWrapper as="section" className="write-card" aria-label={`${label} component`}>
      <div className="write-card-bar" contentEditable={false}>
        <span className="write-card-name">{label}</span>
        {summary && <span className="write-card-summary">{summary}</span>}
        <span className="spacer" />
        <button
          type="button"
          className="button button-small"
          aria-label={`Edit ${label}`}
          onClick={() => {
            const at = target.current.getPos();
            if (at !== undefined) actions?.edit(at);
          }}
        >
          Edit
        </button>
        <button
          type="button"
          className="button button-small"
          data-move="-1"
          aria-label={`Move ${label} up`}
          disabled={first}
          onClick={() => move(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="button button-small"
          data-move="1"
          aria-label={`Move ${label} down`}
          disabled={last}
          onClick={() => move(1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="button button-small button-danger"
          aria-label={`Remove ${label}`}
          onClick={remove}
        >
          Remove
        </button>
      </div>
      {hasChildren && <NodeViewContent className="write-card-body" />}
    </NodeViewWrapper>
  );
});

/** A component as a card: its name and what it is about, Edit, Move up, Move down and Remove; its written children editable below. */
function ComponentCard({ node, getPos, editor }: ReactNodeViewProps) {
  const actions = use(CardContext);
  const target = useRef<CardTarget>({ node, getPos });
  useLayoutEffect(() => {
    target.current = { node, getPos };
  });
  // Where the card stands among its neighbours, read at every change of the document: TipTap draws
  // a card again when its node changes, not when a neighbour moves or goes.
  const place = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const at = getPos();
      if (at === undefined || at > current.state.doc.content.size) return { first: true, last: true };
      const resolved = current.state.doc.resolve(at);
      return { first: resolved.index() === 0, last: resolved.index() === resolved.parent.childCount - 1 };
    },
  });
  const pos = getPos();
  return (
    <CardView
      label={spokenName(String(node.attrs.name))}
      summary={pos === undefined || !actions ? '' : actions.summary(pos, node)}
      first={place.first}
      last={place.last}
      hasChildren={node.attrs.closing !== null || node.childCount > 0}
      editor={editor}
      target={target}
    />
  );
}

/** The editor's extensions: the shared schema, with cards drawn by React and images shown with their description. */
function browserExtensions(): AnyExtension[] {
  return writeExtensions().map((extension) => {
    if (extension.name === 'component')
      return extension.extend({ addNodeView: () => ReactNodeViewRenderer(ComponentCard) });
    if (extension.name === 'rawBlock')
      return extension.extend({
        addNodeView:
          () =>
          ({ node }: NodeViewRendererProps) => {
            const dom = document.createElement('figure');
            dom.className = 'write-raw';
            const caption = document.createElement('figcaption');
            caption.textContent = 'Written in MDX: change it in Source';
            const pre = document.createElement('pre');
            pre.textContent = String(node.attrs.text);
            dom.append(caption, pre);
            return { dom };
          },
      });
    if (extension.name === 'image')
      return extension.extend({
        addNodeView:
          () =>
          ({ node }: NodeViewRendererProps) => {
            const dom = document.createElement('span');
            dom.className = 'write-image';
            const src = String(node.attrs.src ?? '');
            // Photos beside a page are turned into sized files by the build: their name stands for them here.
            if (src.startsWith('/')) {
              const image = document.createElement('img');
              image.src = src;
              image.alt = '';
              dom.append(image);
            }
            const alt = node.attrs.alt as string | null;
            const caption = document.createElement('span');
            caption.className = alt ? 'write-image-alt' : 'write-image-alt write-image-missing';
            caption.textContent = `${src.split('/').pop() ?? src}: ${alt ? alt : 'no description yet'}`;
            dom.append(caption);
            return { dom };
          },
      });
    return extension;
  });
}

interface Prompt {
  title: string;
  label: string;
  value: string;
  help: string;
  apply: (value: string) => void;
  remove?: () => void;
}

/** A one-field dialog: a link's address, a photo's description. */
function PromptDialog({ prompt, onClose }: { prompt: Prompt; onClose: () => void }) {
  const [value, setValue] = useState(prompt.value);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <Dialog
      title={prompt.title}
      onClose={onClose}
      actions={
        <>
          {prompt.remove && (
            <button
              type="button"
              className="button button-danger"
              onClick={() => {
                prompt.remove?.();
                onClose();
              }}
            >
              Remove link
            </button>
          )}
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className="button button-primary">
            Apply
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        onSubmit={(event) => {
          event.preventDefault();
          prompt.apply(value.trim());
          onClose();
        }}
      >
        <label className="field-label" htmlFor={`${id}-value`}>
          {prompt.label}
        </label>
        <input
          id={`${id}-value`}
          className="input"
          value={value}
          ref={input}
          aria-describedby={`${id}-help`}
          onChange={(event) => setValue(event.target.value)}
        />
        <p id={`${id}-help`} className="muted small">
          {prompt.help}
        </p>
      </form>
    </Dialog>
  );
}

/** The block styles the style menu offers. */
const blockStyles = [
  { value: 'paragraph', label: 'Paragraph' },
  { value: '2', label: 'Heading' },
  { value: '3', label: 'Subheading' },
  { value: '4', label: 'Minor heading' },
] as const;

function TextTools({ editor, onPrompt }: { editor: Editor; onPrompt: (prompt: Prompt) => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      link: current.isActive('link'),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      image: current.isActive('image'),
      style: current.isActive('heading')
        ? String(current.getAttributes('heading').level as number)
        : current.isActive('paragraph')
          ? 'paragraph'
          : '',
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="toolbar write-tools" role="toolbar" aria-label="Text tools">
      <label className="visually-hidden" htmlFor="write-style">
        Text style
      </label>
      <select
        id="write-style"
        className="select select-small"
        value={state.style}
        onChange={(event) => {
          const value = event.target.value;
          if (value === 'paragraph') chain().setParagraph().run();
          else
            chain()
              .setHeading({ level: Number(value) as 2 | 3 | 4 })
              .run();
        }}
      >
        {state.style === '' && <option value="">—</option>}
        {state.style === '1' && <option value="1">Page title</option>}
        {blockStyles.map((style) => (
          <option key={style.value} value={style.value}>
            {style.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button-small"
        aria-pressed={state.bold}
        aria-label="Bold"
        title="Bold (Ctrl+B)"
        aria-keyshortcuts="Control+B"
        onClick={() => chain().toggleBold().run()}
      >
        <strong aria-hidden="true">B</strong>
      </button>
      <button
        type="button"
        className="button button-small"
        aria-pressed={state.italic}
        aria-label="Italic"
        title="Italic (Ctrl+I)"
        aria-keyshortcuts="Control+I"
        onClick={() => chain().toggleItalic().run()}
      >
        <em aria-hidden="true">I</em>
      </button>
      <button
        type="button"
        className="button button-small"
        aria-pressed={state.link}
        onClick={() =>
          onPrompt({
            title: state.link ? 'Change link' : 'Add a link',
            label: 'Link address',
            value: String(editor.getAttributes('link').href ?? ''),
            help: 'A page of the site (/services/cloud), a full web address (https://…) or an e-mail (mailto:name@example.com).',
            apply: (href) => {
              if (href === '') chain().extendMarkRange('link').unsetLink().run();
              else chain().extendMarkRange('link').setLink({ href }).run();
            },
            remove: state.link ? () => chain().extendMarkRange('link').unsetLink().run() : undefined,
          })
        }
      >
        Link
      </button>
      <button
        type="button"
        className="button button-small"
        aria-pressed={state.bullets}
        aria-label="Bulleted list"
        title="Bulleted list"
        onClick={() => chain().toggleBulletList().run()}
      >
        <span aria-hidden="true">• List</span>
      </button>
      <button
        type="button"
        className="button button-small"
        aria-pressed={state.numbers}
        aria-label="1. List (numbered)"
        title="Numbered list"
        onClick={() => chain().toggleOrderedList().run()}
      >
        <span aria-hidden="true">1. List</span>
      </button>
      <button
        type="button"
        className="button button-small"
        aria-pressed={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        Quote
      </button>
      {state.image && (
        <button
          type="button"
          className="button button-small"
          onClick={() =>
            onPrompt({
              title: 'Describe the photo',
              label: 'Description (alt text)',
              value: String(editor.getAttributes('image').alt ?? ''),
              help: 'What the photo shows, for people who cannot see it: "Engineers reviewing a cloud dashboard", not "image".',
              apply: (alt) => chain().updateAttributes('image', { alt }).run(),
            })
          }
        >
          Photo description
        </button>
      )}
    </div>
  );
}

/**
 * **Write** mode: the page body as rich text and component cards (TipTap), writing back only the
 * blocks that changed (`write-document.ts`).
 */
export function WriteEditor({ text, onChange, onEditCard, onShowSource, onImageFiles, ref }: WriteEditorProps) {
  const source = useRef<WriteSource | null>(null);
  const lastText = useRef<string | null>(null);
  const [problem, setProblem] = useState<WriteProblem | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const callbacks = useRef({ onChange, onImageFiles, onEditCard });
  useLayoutEffect(() => {
    callbacks.current = { onChange, onImageFiles, onEditCard };
  });
  const extensions = useMemo(() => browserExtensions(), []);

  const editor = useEditor({
    extensions,
    immediatelyRender: true,
    // A pasted `*` is a `*` written (paste-cleanup.ts): TipTap's Markdown-like paste rules would make it italic.
    enablePasteRules: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Page text',
        class: 'write-text',
        spellcheck: 'true',
      },
      transformPastedHTML: cleanPastedHtml,
      clipboardTextParser: (pasted, _context, plain, view) => plainTextSlice(view.state.schema, pasted),
      handlePaste: (_view, event) => {
        const files = [...(event.clipboardData?.files ?? [])].filter((file) => file.type.startsWith('image/'));
        if (files.length === 0 || !callbacks.current.onImageFiles) return false;
        callbacks.current.onImageFiles(files);
        return true;
      },
      handleDrop: (_view, event) => {
        const files = [...(event.dataTransfer?.files ?? [])].filter((file) => file.type.startsWith('image/'));
        if (files.length === 0 || !callbacks.current.onImageFiles) return false;
        event.preventDefault();
        callbacks.current.onImageFiles(files);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      if (!source.current) return;
      const written = writtenText(current.state.doc, source.current);
      lastText.current = written;
      callbacks.current.onChange(written);
    },
  });

  // The text from outside (opening a page, the form, a merge): read anew, with a fresh undo history.
  useEffect(() => {
    if (text === lastText.current) return;
    const read = readWriteDocument(editor.schema, text);
    lastText.current = text;
    if ('problem' in read) {
      // oxlint-disable-next-line react/set-state-in-effect -- whether the text can be shown is known once the editor, an outside system, has read it
      setProblem(read);
      source.current = null;
      return;
    }
    setProblem(null);
    source.current = read.source;
    editor.view.updateState(EditorState.create({ doc: read.doc, plugins: editor.state.plugins }));
  }, [editor, text]);

  const cardActions = useMemo<CardActions>(
    () => ({
      summary(pos, node) {
        if (!source.current) return '';
        const opening = String(node.attrs.opening);
        const indent = indentAt(editor.state.doc, pos, source.current);
        // Cards are drawn again at every key (their positions move): the tag is read once per text.
        const key = `${indent}\0${opening}`;
        const known = summaries.get(key);
        if (known !== undefined) return known;
        const props = cardTag(opening, node.attrs.closing as string | null, indent)?.props ?? {};
        const found = ['title', 'eyebrow', 'label', 'heading', 'name', 'service']
          .map((name) => props[name])
          .find((value): value is string => typeof value === 'string' && value !== '');
        if (summaries.size > 1000) summaries.clear();
        summaries.set(key, found ?? '');
        return found ?? '';
      },
      edit(pos) {
        const node = editor.state.doc.nodeAt(pos);
        if (!node || !source.current) return;
        const indent = indentAt(editor.state.doc, pos, source.current);
        const opening = String(node.attrs.opening);
        const closing = node.attrs.closing as string | null;
        callbacks.current.onEditCard(cardTag(opening, closing, indent), String(node.attrs.name), (props) => {
          const current = editor.state.doc.nodeAt(pos);
          if (!current || current.type.name !== 'component') return;
          const written = cardOpening(opening, closing, indent, props);
          editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, { ...current.attrs, opening: written }));
        });
      },
    }),
    // The callbacks by reference: a new value here would redraw every card.
    [editor],
  );

  useImperativeHandle(
    ref,
    () => ({
      focus: () => editor.commands.focus(),
      showLine(line) {
        if (!source.current || lastText.current === null) return false;
        const lines = lastText.current.split('\n');
        // The line's first written character: its indentation lies between blocks.
        const indentation = /^\s*/.exec(lines[line - 1] ?? '')?.[0].length ?? 0;
        const offset = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + indentation;
        const pos = blockAt(editor.state.doc, source.current, offset);
        if (pos === null) return false;
        const node = editor.state.doc.nodeAt(pos);
        // Inside a text block, its start; a card, selected whole.
        const selection =
          node && !node.isTextblock && node.type.name === 'component'
            ? NodeSelection.create(editor.state.doc, pos)
            : TextSelection.near(editor.state.doc.resolve(pos + 1));
        editor.view.dispatch(editor.state.tr.setSelection(selection).scrollIntoView());
        editor.commands.focus();
        return true;
      },
      insertBlocks(mdx) {
        if (!source.current) return false;
        const { selection } = editor.state;
        const $from = selection.$from;
        // After the block the cursor is in, inside the innermost component or the page.
        let depth = $from.depth;
        while (depth > 0 && $from.node(depth).type.name !== 'component') depth--;
        const at = $from.depth > depth ? $from.after(depth + 1) : $from.pos;
        const blocks = newBlocks(editor.schema, mdx, indentAt(editor.state.doc, at, source.current));
        if ('problem' in blocks) return false;
        editor.view.dispatch(editor.state.tr.insert(at, blocks).scrollIntoView());
        editor.commands.focus();
        return true;
      },
    }),
    [editor],
  );

  if (problem)
    return (
      <div className="write-problem" role="alert">
        <p>{problem.problem}</p>
        <button type="button" className="button button-small" onClick={() => onShowSource(problem.line)}>
          Open in Source
        </button>
      </div>
    );
  return (
    <CardContext value={cardActions}>
      <div className="write-editor">
        <TextTools editor={editor} onPrompt={setPrompt} />
        <EditorContent editor={editor} className="write-scroll" />
      </div>
      {prompt && <PromptDialog prompt={prompt} onClose={() => setPrompt(null)} />}
    </CardContext>
  );
}
