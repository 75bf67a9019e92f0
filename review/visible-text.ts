import { breaksWordsAround, elementLayout, type ElementLayout } from '../builder/word-breaks';
import { isElement, type TreeNode } from './html-tree';

export interface Heading {
  level: number;
  text: string;
}

/** The words under one heading, up to the next heading of any level. */
export interface TextSection {
  /** Absent for the text before the first heading. */
  heading?: Heading;
  words: string[];
  /**
   * Where in `words` each block after the first begins (a paragraph, a list item, a card's title
   * and its date), ascending: a diff lines its changes up with them. Absent: one block.
   */
  blockStarts?: number[];
}

const headingTag = /^h([1-6])$/;

function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Text of the nodes without hidden parts, with word breaks where the layout shows them apart. */
function spacedText(nodes: readonly TreeNode[], parent: ElementLayout | undefined): string {
  return nodes
    .map((node) => {
      const layout = isElement(node) ? elementLayout(node.tag, node.attributes) : undefined;
      if (layout?.unseen) return ' ';
      const inner = isElement(node) ? spacedText(node.children, layout) : node;
      return breaksWordsAround(layout, parent) ? ` ${inner} ` : inner;
    })
    .join('');
}

/**
 * The text a visitor reads in the given nodes, split into sections at each heading. Words end
 * where the layout shows two texts apart (`builder/word-breaks.ts`): at blocks' edges and between
 * a flex or grid container's children; inline elements do not end them (`<b>un</b>usual`,
 * `Read<span>: more</span>` reads "Read: more"). Screen-reader-only text counts, since it is read,
 * and reads on with the text before it even in a flex container, whose item it is not.
 */
export function textSections(nodes: readonly TreeNode[]): TextSection[] {
  const sections: TextSection[] = [{ words: [] }];
  let pending = '';
  // Words end after a block or a flex item, but screen-reader-only text that follows reads on with it.
  let breakAhead = false;
  const flush = () => {
    const section = sections[sections.length - 1];
    const words = wordsOf(pending);
    pending = '';
    breakAhead = false;
    if (!words.length) return;
    if (section.words.length) (section.blockStarts ??= []).push(section.words.length);
    section.words.push(...words);
  };
  const visit = (node: TreeNode, parent: ElementLayout | undefined) => {
    const layout = isElement(node) ? elementLayout(node.tag, node.attributes) : undefined;
    if (layout?.unseen) {
      pending += ' ';
      return;
    }
    const apart = breaksWordsAround(layout, parent);
    if (layout?.readInLine) breakAhead = false;
    else if (apart || breakAhead) flush();
    if (!isElement(node)) pending += node;
    else {
      const heading = headingTag.exec(node.tag);
      if (heading) {
        sections.push({
          heading: { level: Number(heading[1]), text: wordsOf(spacedText(node.children, layout)).join(' ') },
          words: [],
        });
        return;
      }
      for (const child of node.children) visit(child, layout);
    }
    if (apart) breakAhead = true;
  };
  for (const node of nodes) visit(node, undefined);
  flush();
  return sections.filter((section, index) => index > 0 || section.words.length > 0);
}
