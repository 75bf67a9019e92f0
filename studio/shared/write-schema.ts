import { Extension, Node, type AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/**
 * The blocks **Write** mode edits a page's body as (TipTap, on ProseMirror): Markdown's paragraphs,
 * headings, lists, quotes, code, links, bold and italic and images as rich text, a component as a
 * card whose written children stay editable, and anything else MDX can say (a table, an
 * expression, an inline component) as a piece kept exactly as written. The browser's editor and
 * the Node tests build the same schema from this list (`getSchema(writeExtensions())`).
 */

/** The node types a page's source maps to block by block; each may carry the id of the source it came from. */
export const sourcedBlockTypes = [
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'codeBlock',
  'horizontalRule',
  'component',
  'rawBlock',
] as const;

/**
 * Which piece of the opened source a block came from (`sid`), never copied to the second half of
 * a split paragraph, and never written into the editor's HTML: a copy pasted back is new text.
 */
const SourceIds = Extension.create({
  name: 'sourceIds',
  addGlobalAttributes() {
    return [
      {
        types: [...sourcedBlockTypes],
        attributes: { sid: { default: null, keepOnSplit: false, rendered: false } },
      },
      // Whether a list (or an item) is written with blank lines between its items (Markdown's "loose" list).
      { types: ['bulletList', 'orderedList', 'listItem'], attributes: { spread: { default: false, rendered: false } } },
    ];
  },
});

/** A component written in the page (`<Hero title="…">…</Hero>`): its tags as written, its children as blocks. */
export const ComponentNode = Node.create({
  name: 'component',
  group: 'block',
  content: 'block*',
  defining: true,
  isolating: true,
  draggable: false,
  addAttributes() {
    return {
      name: { default: '' },
      /** The opening tag's source, props and all (`<Hero\n  title="…"\n>`). */
      opening: { default: '' },
      /** The closing tag's source, or null for a tag that closes itself (`<Hero />`). */
      closing: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: 'section[data-component]' }];
  },
  renderHTML({ node }) {
    return ['section', { 'data-component': String(node.attrs.name) }, 0];
  },
});

/** MDX that Write mode shows but does not edit (a table, an HTML block, an expression): kept as written. */
export const RawBlockNode = Node.create({
  name: 'rawBlock',
  group: 'block',
  atom: true,
  selectable: true,
  addAttributes() {
    return { text: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'pre[data-raw-block]', getAttrs: (element) => ({ text: element.textContent ?? '' }) }];
  },
  renderHTML({ node }) {
    return ['pre', { 'data-raw-block': '' }, String(node.attrs.text)];
  },
});

/** The same within a line: an inline component, an expression, a reference link. */
export const RawInlineNode = Node.create({
  name: 'rawInline',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return { text: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'code[data-raw-inline]', getAttrs: (element) => ({ text: element.textContent ?? '' }) }];
  },
  renderHTML({ node }) {
    return ['code', { 'data-raw-inline': '' }, String(node.attrs.text)];
  },
});

/** The extensions, with the browser's own additions (node views, paste rules) appended by the editor. */
export function writeExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      // Markdown has no underline; a trailing empty paragraph would be a change the copywriter never made.
      underline: false,
      trailingNode: false,
      link: { openOnClick: false, autolink: false, linkOnPaste: true, HTMLAttributes: { rel: null, target: null } },
    }),
    Image.configure({ inline: true, allowBase64: false }),
    ComponentNode,
    RawBlockNode,
    RawInlineNode,
    SourceIds,
  ];
}
