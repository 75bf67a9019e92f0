import type { Mark, Node as ProseNode, Schema } from '@tiptap/pm/model';
import type { BlockContent, ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mdxToMarkdown } from 'mdast-util-mdx';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkPlainSyntaxErrors } from '../../content/mdx-messages/remark-plain-syntax-errors';
import remarkConfig from '../../.remarkrc.mjs';

/**
 * A page's body as **Write** mode's document and back, by the source range of each block.
 *
 * Reading: remark's MDX parser (the build's) gives every block with its offsets; each becomes a
 * ProseMirror node carrying the id (`sid`) of the source it came from, and the text around it
 * (the blank lines and indentation before and after) is kept beside it.
 *
 * Writing: a block equal to the one read (same type, attributes and content: ProseMirror's `eq`)
 * at the same indentation is written as its source, byte for byte, with the text that stood
 * between it and the sibling it followed when it still follows that sibling. Only a changed block
 * is printed anew, by `mdast-util-to-markdown` with the settings `npm run format` uses
 * (`.remarkrc.mjs`), its lines indented as deep as its neighbours. So a page opened and left
 * alone, or edited and undone, gives its file back unchanged, and an edit rewrites one block.
 */

export interface WriteSource {
  /** The file before the body: its frontmatter, or nothing. */
  head: string;
  /** The body as written when it had no blocks (blank lines). */
  emptyBody: string;
  blocks: Map<number, SourcedBlock>;
}

interface SourcedBlock {
  /** The node as first made, to compare with. */
  node: ProseNode;
  /** Its source text, from its first character to its last. */
  text: string;
  /** The indentation of the line it starts on (its container's depth). */
  indent: string;
  /** The block it followed in the same container, or null when first. */
  previous: number | null;
  /** Whether it came last in its container. */
  last: boolean;
  /** The text between the block it followed (or the container's opening) and it. */
  gapBefore: string;
  /** The text between it and its container's end, when last. */
  gapAfter: string;
  /** For a component: the indentation of its children's lines. */
  childIndent: string;
}

export interface WriteDocument {
  doc: ProseNode;
  source: WriteSource;
}

/** Why a page cannot be shown in Write mode, in the copywriter's words, with the line to look at. */
export interface WriteProblem {
  problem: string;
  line?: number;
}

// The build's plain-words rewording of MDX's syntax errors ("write &lt;30% or less than 30%").
const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkMdx)
  .use(remarkPlainSyntaxErrors)
  .freeze();

/** `.remarkrc.mjs`'s own settings: a changed block is printed as `npm run format` would print it. */
const printOptions: ToMarkdownOptions = {
  ...(remarkConfig as { settings: ToMarkdownOptions }).settings,
  extensions: [gfmToMarkdown(), mdxToMarkdown()],
};

interface Positioned {
  position?: { start: { offset?: number; line: number }; end: { offset?: number } };
}

function startOf(node: Positioned): number {
  return node.position?.start.offset ?? 0;
}

function endOf(node: Positioned): number {
  return node.position?.end.offset ?? 0;
}

/** The file's page text as Write mode's document, or why it cannot be. */
export function readWriteDocument(schema: Schema, fileText: string): WriteDocument | WriteProblem {
  let tree: Root;
  try {
    tree = parser.parse(fileText);
  } catch (error) {
    const place = error as {
      line?: number;
      place?: { line?: number; start?: { line?: number } };
      reason?: string;
      message?: string;
    };
    const reason = place.reason ?? place.message ?? '';
    // MDX names an unclosed tag's place in its words only: "… for `<Hero>` (5:1-5:17)".
    const line =
      place.line ??
      place.place?.line ??
      place.place?.start?.line ??
      Number(/\((\d+):\d+/.exec(reason)?.[1] ?? Number.NaN);
    return {
      problem: `Write mode cannot show this page until this is fixed in Source: ${reason.replace(/\s*\(\d+:\d+(-\d+:\d+)?\)$/, '')}`,
      line: Number.isNaN(line) ? undefined : line,
    };
  }
  const head = tree.children[0]?.type === 'yaml' ? fileText.slice(0, endOf(tree.children[0])) : '';
  const body = tree.children.filter((child) => child.type !== 'yaml');
  const reader = new SourceReader(schema, fileText);
  const children = reader.container(body, head.length, fileText.length);
  const doc = schema.node('doc', null, children);
  try {
    doc.check();
  } catch (error) {
    // A shape the editor's blocks cannot hold (a list item that starts with a heading): shown nowhere wrong.
    console.warn('Write mode cannot hold this page:', error);
    return {
      problem: 'Part of this page is written in a way Write mode cannot show without changing it. Edit it in Source.',
    };
  }
  return {
    doc,
    source: {
      head,
      emptyBody: body.length === 0 ? fileText.slice(head.length) : '\n',
      blocks: reader.blocks,
    },
  };
}

class SourceReader {
  readonly blocks = new Map<number, SourcedBlock>();
  private nextId = 1;

  constructor(
    private readonly schema: Schema,
    private readonly text: string,
  ) {}

  private indentAt(offset: number): string {
    const lineStart = this.text.lastIndexOf('\n', offset - 1) + 1;
    const before = this.text.slice(lineStart, offset);
    return /^[^\S\n]*$/.test(before) ? before : '';
  }

  /** The blocks of a container (the body, or a component's children) from `from` to `to`, each recorded with the text around it. */
  container(nodes: RootContent[], from: number, to: number): ProseNode[] {
    const made: ProseNode[] = [];
    let previous: number | null = null;
    let previousEnd = from;
    nodes.forEach((child, index) => {
      const node = this.block(child);
      const childIndent = this.pendingChildIndent;
      const sid = this.nextId++;
      const sourced = node.type.spec.attrs?.sid ? node.type.create({ ...node.attrs, sid }, node.content) : node;
      const last = index === nodes.length - 1;
      this.blocks.set(sid, {
        node: sourced,
        text: this.text.slice(startOf(child), endOf(child)),
        indent: this.indentAt(startOf(child)),
        previous,
        last,
        gapBefore: this.text.slice(previousEnd, startOf(child)),
        gapAfter: last ? this.text.slice(endOf(child), to) : '',
        childIndent,
      });
      made.push(sourced);
      previous = sid;
      previousEnd = endOf(child);
    });
    return made;
  }

  // The indentation of the component just read's children, handed from `component` to `container`'s record.
  private pendingChildIndent = '';

  private raw(node: Positioned): ProseNode {
    return this.schema.node('rawBlock', { text: this.text.slice(startOf(node), endOf(node)) });
  }

  private block(node: RootContent): ProseNode {
    const { schema } = this;
    this.pendingChildIndent = '';
    switch (node.type) {
      case 'paragraph':
        return schema.node('paragraph', null, this.inline(node.children, []));
      case 'heading':
        return schema.node('heading', { level: node.depth }, this.inline(node.children, []));
      case 'thematicBreak':
        return schema.node('horizontalRule');
      case 'code':
        return node.meta
          ? this.raw(node)
          : schema.node('codeBlock', { language: node.lang ?? null }, node.value ? schema.text(node.value) : []);
      case 'blockquote':
        return node.children.length === 0
          ? this.raw(node)
          : schema.node(
              'blockquote',
              null,
              node.children.map((child) => this.block(child)),
            );
      case 'list': {
        if (node.children.some((item) => item.children[0]?.type !== 'paragraph' || item.checked != null))
          return this.raw(node);
        const items = node.children.map((item) => this.listItem(item));
        return node.ordered
          ? schema.node('orderedList', { start: node.start ?? 1, spread: Boolean(node.spread) }, items)
          : schema.node('bulletList', { spread: Boolean(node.spread) }, items);
      }
      case 'mdxJsxFlowElement':
        return node.name ? this.component(node) : this.raw(node);
      default:
        return this.raw(node);
    }
  }

  private listItem(item: ListItem): ProseNode {
    return this.schema.node(
      'listItem',
      { spread: Boolean(item.spread) },
      item.children.map((child) => this.block(child)),
    );
  }

  private component(element: MdxJsxFlowElement): ProseNode {
    const start = startOf(element);
    const end = endOf(element);
    const lastAttribute = element.attributes[element.attributes.length - 1];
    const afterAttributes = lastAttribute ? endOf(lastAttribute) : start + 1 + (element.name?.length ?? 0);
    const openingEnd = this.text.indexOf('>', afterAttributes) + 1;
    const selfClosing = this.text.slice(openingEnd - 2, openingEnd) === '/>';
    const closingStart = selfClosing ? end : this.text.lastIndexOf('</', end - 1);
    const childIndent = element.children[0] ? this.indentAt(startOf(element.children[0])) : this.indentAt(start) + '  ';
    const children = this.container(element.children, openingEnd, closingStart);
    const node = this.schema.node(
      'component',
      {
        name: element.name,
        opening: this.text.slice(start, openingEnd),
        closing: selfClosing ? null : this.text.slice(closingStart, end),
      },
      children,
    );
    this.pendingChildIndent = childIndent;
    return node;
  }

  private inline(nodes: PhrasingContent[], marks: readonly Mark[]): ProseNode[] {
    const { schema } = this;
    const made: ProseNode[] = [];
    const withMark = (name: string, attrs?: Record<string, unknown>) =>
      schema.marks[name].create(attrs).addToSet(marks);
    for (const node of nodes) {
      switch (node.type) {
        case 'text':
          if (node.value) made.push(schema.text(node.value, marks));
          break;
        case 'emphasis':
          made.push(...this.inline(node.children, withMark('italic')));
          break;
        case 'strong':
          made.push(...this.inline(node.children, withMark('bold')));
          break;
        case 'delete':
          made.push(...this.inline(node.children, withMark('strike')));
          break;
        case 'inlineCode':
          made.push(schema.text(node.value, withMark('code')));
          break;
        case 'link':
          made.push(...this.inline(node.children, withMark('link', { href: node.url, title: node.title ?? null })));
          break;
        case 'break':
          made.push(schema.node('hardBreak', null, undefined, marks));
          break;
        case 'image':
          made.push(
            schema.node('image', { src: node.url, alt: node.alt ?? null, title: node.title ?? null }, undefined, marks),
          );
          break;
        default:
          made.push(schema.node('rawInline', { text: this.text.slice(startOf(node), endOf(node)) }, undefined, marks));
      }
    }
    return made;
  }
}

/** The file's text for the document: the blocks unchanged as written, the changed ones printed. */
export function writtenText(doc: ProseNode, source: WriteSource): string {
  const body = containerText(doc, 0, source, '', null);
  return source.head + (body === null ? source.emptyBody : body);
}

function isEmpty(node: ProseNode): boolean {
  return node.type.name === 'paragraph' && node.content.size === 0;
}

interface Piece {
  node: ProseNode;
  /** Where the node starts in the document. */
  pos: number;
  /** The text before it: blank lines and indentation. */
  gap: string;
  text: string;
}

/**
 * A container's children as written, each with the text before it, and the text after the last;
 * null when it has none. `contentPos` is where its content starts in the document; `parentIndent`
 * is null for the body.
 */
function containerPieces(
  container: ProseNode,
  contentPos: number,
  source: WriteSource,
  indent: string,
  parentIndent: string | null,
): { pieces: Piece[]; trail: string } | null {
  const children: { node: ProseNode; pos: number }[] = [];
  container.forEach((node, offset) => {
    if (!isEmpty(node)) children.push({ node, pos: contentPos + offset });
  });
  if (children.length === 0) return null;
  const pieces = children.map(({ node, pos }, index): Piece => {
    const sourced = sourceOf(node, source);
    const previousId = index === 0 ? null : ((children[index - 1].node.attrs.sid as number | null) ?? -1);
    const followsAsBefore = sourced !== undefined && sourced.previous === previousId && sourced.indent === indent;
    const gap = followsAsBefore
      ? sourced.gapBefore
      : index > 0
        ? `\n\n${indent}`
        : parentIndent === null
          ? source.head
            ? '\n\n'
            : ''
          : `\n${indent}`;
    return { node, pos, gap, text: blockText(node, pos, source, indent) };
  });
  const lastSourced = sourceOf(children[children.length - 1].node, source);
  const trail =
    lastSourced?.last && lastSourced.indent === indent
      ? lastSourced.gapAfter
      : parentIndent === null
        ? '\n'
        : `\n${parentIndent}`;
  return { pieces, trail };
}

function containerText(
  container: ProseNode,
  contentPos: number,
  source: WriteSource,
  indent: string,
  parentIndent: string | null,
): string | null {
  const written = containerPieces(container, contentPos, source, indent, parentIndent);
  return written && written.pieces.map((piece) => piece.gap + piece.text).join('') + written.trail;
}

/**
 * Where in the document the text at `offset` of the written file is: the innermost block holding
 * it (a paragraph inside a Prose inside a Section), or null for the frontmatter. What a click in
 * the preview (which knows its source line) finds in Write mode.
 */
export function blockAt(doc: ProseNode, source: WriteSource, offset: number): number | null {
  const find = (
    container: ProseNode,
    contentPos: number,
    indent: string,
    parentIndent: string | null,
    base: number,
  ): number | null => {
    const written = containerPieces(container, contentPos, source, indent, parentIndent);
    if (!written) return null;
    let cursor = base;
    for (const piece of written.pieces) {
      cursor += piece.gap.length;
      const end = cursor + piece.text.length;
      if (offset >= cursor && offset <= end) {
        if (piece.node.type.name !== 'component') return piece.pos;
        const inner = find(
          piece.node,
          piece.pos + 1,
          childIndentOf(piece.node, source, indent),
          indent,
          cursor + String(piece.node.attrs.opening).length,
        );
        return inner ?? piece.pos;
      }
      cursor = end;
    }
    return null;
  };
  return offset < source.head.length ? null : find(doc, 0, '', null, source.head.length);
}

function sourceOf(node: ProseNode, source: WriteSource): SourcedBlock | undefined {
  const sid = node.attrs.sid as number | null | undefined;
  return sid == null ? undefined : source.blocks.get(sid);
}

function indented(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : indent + line))
    .join('\n');
}

function blockText(node: ProseNode, pos: number, source: WriteSource, indent: string): string {
  const sourced = sourceOf(node, source);
  if (sourced && sourced.indent === indent && (node === sourced.node || node.eq(sourced.node))) return sourced.text;
  if (node.type.name === 'rawBlock') return String(node.attrs.text);
  if (node.type.name === 'component') return componentText(node, pos, source, indent);
  const printed = toMarkdown({ type: 'root', children: [blockTree(node, source)] }, printOptions);
  return indented(printed.replace(/\n+$/, ''), indent);
}

/** The indentation of a component's children: as they were written, else two spaces deeper than it. */
function childIndentOf(node: ProseNode, source: WriteSource, indent: string): string {
  return sourceOf(node, source)?.childIndent || `${indent}  `;
}

function componentText(node: ProseNode, pos: number, source: WriteSource, indent: string): string {
  const name = String(node.attrs.name);
  const opening = String(node.attrs.opening);
  const closing = node.attrs.closing as string | null;
  const body = containerText(node, pos + 1, source, childIndentOf(node, source, indent), indent);
  if (body === null) return closing === null ? opening : `${opening}${closing}`;
  // A tag that closed itself and now has children gets a closing tag.
  if (closing === null) return `${opening.replace(/\s*\/>$/, '>')}${body}</${name}>`;
  return `${opening}${body}${closing}`;
}

/** The Markdown syntax tree of a block, for printing. A component inside a list or quote is written as its text. */
function blockTree(node: ProseNode, source: WriteSource): RootContent {
  const blocks = (parent: ProseNode) => {
    const children: RootContent[] = [];
    parent.forEach((child) => children.push(blockTree(child, source)));
    return children as BlockContent[];
  };
  switch (node.type.name) {
    case 'paragraph':
      return { type: 'paragraph', children: phrasing(node) };
    case 'heading':
      return { type: 'heading', depth: node.attrs.level as 1 | 2 | 3 | 4 | 5 | 6, children: phrasing(node) };
    case 'horizontalRule':
      return { type: 'thematicBreak' };
    case 'codeBlock':
      return { type: 'code', lang: (node.attrs.language as string | null) ?? null, value: node.textContent };
    case 'blockquote':
      return { type: 'blockquote', children: blocks(node) };
    case 'bulletList':
    case 'orderedList': {
      const items: ListItem[] = [];
      node.forEach((item) =>
        items.push({ type: 'listItem', spread: Boolean(item.attrs.spread), children: blocks(item) }),
      );
      return node.type.name === 'orderedList'
        ? {
            type: 'list',
            ordered: true,
            start: node.attrs.start as number,
            spread: Boolean(node.attrs.spread),
            children: items,
          }
        : { type: 'list', ordered: false, spread: Boolean(node.attrs.spread), children: items };
    }
    default:
      // Inside a list or a quote, where no click of the preview leads: its position does not matter.
      return { type: 'html', value: blockText(node, 0, source, '') };
  }
}

/** Which marks wrap which when printed: a link outermost, code innermost. */
const markOrder = ['link', 'bold', 'italic', 'strike', 'code'];

function phrasing(block: ProseNode): PhrasingContent[] {
  const items: { node: ProseNode; marks: Mark[] }[] = [];
  block.forEach((node) => {
    const marks = [...node.marks].sort((a, b) => markOrder.indexOf(a.type.name) - markOrder.indexOf(b.type.name));
    items.push({ node, marks: marks.filter((mark) => mark.type.name !== 'code') });
  });
  return grouped(items, 0);
}

function grouped(items: { node: ProseNode; marks: Mark[] }[], depth: number): PhrasingContent[] {
  const result: PhrasingContent[] = [];
  let index = 0;
  while (index < items.length) {
    const mark = items[index].marks[depth];
    if (!mark) {
      result.push(leaf(items[index].node));
      index++;
      continue;
    }
    let end = index;
    while (end < items.length && items[end].marks[depth]?.eq(mark)) end++;
    const children = grouped(items.slice(index, end), depth + 1);
    result.push(wrapped(mark, children));
    index = end;
  }
  return result;
}

function wrapped(mark: Mark, children: PhrasingContent[]): PhrasingContent {
  switch (mark.type.name) {
    case 'link':
      return {
        type: 'link',
        url: String(mark.attrs.href ?? ''),
        title: (mark.attrs.title as string | null) ?? null,
        children,
      };
    case 'bold':
      return { type: 'strong', children };
    case 'italic':
      return { type: 'emphasis', children };
    default:
      return { type: 'delete', children };
  }
}

function leaf(node: ProseNode): PhrasingContent {
  switch (node.type.name) {
    case 'hardBreak':
      return { type: 'break' };
    case 'image':
      return {
        type: 'image',
        url: String(node.attrs.src ?? ''),
        alt: (node.attrs.alt as string | null) ?? '',
        title: (node.attrs.title as string | null) ?? null,
      };
    case 'rawInline':
      return { type: 'html', value: String(node.attrs.text) };
    default:
      return node.marks.some((mark) => mark.type.name === 'code')
        ? { type: 'inlineCode', value: node.text ?? '' }
        : { type: 'text', value: node.text ?? '' };
  }
}

/** The indentation a block at `pos` is written with: the depth of the components around it. */
export function indentAt(doc: ProseNode, pos: number, source: WriteSource): string {
  const resolved = doc.resolve(pos);
  let indent = '';
  for (let depth = 1; depth <= resolved.depth; depth++) {
    const around = resolved.node(depth);
    if (around.type.name === 'component') indent = childIndentOf(around, source, indent);
  }
  return indent;
}

/**
 * MDX to insert (a component's JSX, a photo's Markdown) as new blocks for a place written at
 * `indent`: its lines indented there first, so a tag laid out over lines keeps its props under it.
 * The blocks carry no source id: they are new text, printed when written.
 */
export function newBlocks(schema: Schema, mdx: string, indent: string): ProseNode[] | WriteProblem {
  const read = readWriteDocument(schema, indented(mdx.replace(/\n+$/, ''), indent));
  if ('problem' in read) return read;
  const fresh = (node: ProseNode): ProseNode => {
    const children: ProseNode[] = [];
    node.forEach((child) => children.push(fresh(child)));
    if (node.isText) return node;
    const attrs = 'sid' in node.attrs ? { ...node.attrs, sid: null } : node.attrs;
    return node.type.create(attrs, children, node.marks);
  };
  const blocks: ProseNode[] = [];
  read.doc.forEach((block) => blocks.push(fresh(block)));
  return blocks;
}
