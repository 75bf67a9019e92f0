import { isElement, type ElementNode, type TreeNode } from './html-tree';

export interface Heading {
  level: number;
  text: string;
}

/** The words under one heading, up to the next heading of any level. */
export interface TextSection {
  /** Absent for the text before the first heading. */
  heading?: Heading;
  words: string[];
}

// Elements whose text runs on with their neighbours' (no word break at their edges).
const inlineTags = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);
// Never shown as text: code, templates, icons.
const unseenTags = new Set(['script', 'style', 'template', 'noscript', 'svg', 'head']);
const headingTag = /^h([1-6])$/;
// The site styles with utility classes: a span with one of these is laid out as a block.
const blockDisplayClasses = new Set(['block', 'flex', 'grid', 'table', 'list-item']);

function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

function isInline(element: ElementNode): boolean {
  if (!inlineTags.has(element.tag)) return false;
  const classes = element.attributes.get('class')?.split(/\s+/) ?? [];
  return !classes.some((name) => blockDisplayClasses.has(name));
}

function isUnseen(element: ElementNode): boolean {
  return unseenTags.has(element.tag) || element.attributes.has('hidden');
}

/** Text of an element without hidden parts, with word breaks at block edges. */
function spacedText(node: TreeNode): string {
  if (!isElement(node)) return node;
  if (isUnseen(node)) return ' ';
  const inner = node.children.map(spacedText).join('');
  return isInline(node) ? inner : ` ${inner} `;
}

/**
 * The text a visitor reads in the given nodes, split into sections at each heading. Block
 * elements end words; inline ones do not (`Read<span>: more</span>` reads "Read: more").
 * Screen-reader-only text counts, since it is read.
 */
export function textSections(nodes: readonly TreeNode[]): TextSection[] {
  const sections: TextSection[] = [{ words: [] }];
  let pending = '';
  const flush = () => {
    sections.at(-1)?.words.push(...wordsOf(pending));
    pending = '';
  };
  const visit = (node: TreeNode) => {
    if (!isElement(node)) {
      pending += node;
      return;
    }
    if (isUnseen(node)) {
      pending += ' ';
      return;
    }
    const heading = headingTag.exec(node.tag);
    if (heading) {
      flush();
      sections.push({ heading: { level: Number(heading[1]), text: wordsOf(spacedText(node)).join(' ') }, words: [] });
      return;
    }
    const inline = isInline(node);
    if (!inline) pending += ' ';
    node.children.forEach(visit);
    if (!inline) pending += ' ';
  };
  nodes.forEach(visit);
  flush();
  return sections.filter((section, index) => index > 0 || section.words.length > 0);
}
