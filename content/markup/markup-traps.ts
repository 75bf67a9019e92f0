import type { Root } from 'mdast';
import type { Node, Parent } from 'unist';
import type { Place } from '../component-checks/component-use';
import { copySlipsAt, pageSizeSlip } from './copy-slips';

/** Markup that does not do what it looks like, at its place; a warning ships, anything else stops the build. */
export interface MarkupFinding extends Place {
  message: string;
  severity?: 'warning';
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
  position?: Node['position'];
}

interface JsxElement extends Parent {
  name: string | null;
  attributes: JsxAttribute[];
}

function isJsxElement(node: Node): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function placeOf(node: Node): Place {
  const start = node.position?.start;
  return start ? { line: start.line, column: start.column } : { line: 1, column: 1 };
}

/** What to write instead of a pasted class or style, by the element it is on. */
function insteadOf(element: string): string {
  if (/^(?:div|section|aside|article|figure|header|footer|main|nav)$/.test(element))
    return 'for a band of the page use <Section> (tone="muted" tints it), for a box of text <Card>; see /_components';
  if (/^h[1-6]$/.test(element)) return 'write the heading in Markdown (## …)';
  if (element === 'a') return 'write a Markdown link, [text](/path), or a <ButtonLink> for a button';
  if (element === 'img') return 'write a Markdown image, ![what it shows](/images/…)';
  if (/^(?:table|thead|tbody|tr|td|th)$/.test(element)) return 'write a Markdown table';
  return 'for emphasis write **bold** or _italics_; for a band or box use <Section> or <Card>';
}

/** `class="note"` on an HTML element, as the page writes it. */
function writtenAttribute(source: string, attribute: JsxAttribute): string {
  const start = attribute.position?.start.offset;
  const end = attribute.position?.end.offset;
  const written = start !== undefined && end !== undefined ? source.slice(start, end) : String(attribute.name);
  return written.length > 50 ? `${written.slice(0, 49)}…` : written;
}

/**
 * A class or style pasted onto an HTML element (`<div class="note">`, `<span style="color: red">`),
 * as from another site or an old CMS. `className` is JSX's own spelling, which the site's developers
 * use with the site's utility classes (UnoCSS reads the pages), so it is left alone.
 */
function pastedStyling(element: JsxElement, source: string): MarkupFinding[] {
  const name = element.name;
  if (!name || !/^[a-z]/.test(name)) return [];
  return element.attributes.flatMap((attribute) => {
    if (attribute.type !== 'mdxJsxAttribute' || !/^(?:class|style)$/.test(attribute.name ?? '')) return [];
    const what =
      attribute.name === 'style'
        ? 'inline styles are not used on this site, whose look comes from its components'
        : 'a class does nothing on this site, whose look comes from its components';
    return [
      {
        ...placeOf(attribute),
        message: `\`<${name} ${writtenAttribute(source, attribute)}>\`: ${what}; remove it: ${insteadOf(name)}`,
      },
    ];
  });
}

/** `[the report](/files/Annual Report 2025.pdf)`: Markdown gives up on the link and shows it as typed. */
const spacedLink = /(!?)\[([^\]\n]+)\]\(([^)<>\n]*?\s[^)<>\n]*)\)/g;

function spacedLinks(node: Node, source: string): MarkupFinding[] {
  const value = (node as { value?: unknown }).value;
  const start = node.position?.start;
  if (typeof value !== 'string' || !start || start.offset === undefined) return [];
  const end = node.position?.end.offset ?? source.length;
  const written = source.slice(start.offset, end);
  return [...written.matchAll(spacedLink)].flatMap((match) => {
    const [, bang, label, target] = match;
    const address = target.trim();
    // A title after the address (`(/a.pdf "Report")`) is a working link, never left as text.
    if (/^\S+\s+(?:"[^"]*"|'[^']*')$/.test(address)) return [];
    const before = written.slice(0, match.index);
    const lines = before.split('\n');
    const line = start.line + lines.length - 1;
    const column = lines.length === 1 ? start.column + before.length : lines[lines.length - 1].length + 1;
    const kind = bang ? 'image' : 'link';
    return [
      {
        line,
        column,
        message: `${kind} "${label}" -> ${address}: an address cannot hold spaces, so this shows as typed instead of as a ${kind}; rename the file without spaces, or write %20 for each space: ${address.replace(/\s/g, '%20')}`,
      },
    ];
  });
}

/** The column a line's text starts at (1-based). */
function textColumn(line: string): number {
  return line.length - line.trimStart().length + 1;
}

/**
 * A line under a list item that is not indented to the item's text still joins it when no blank
 * line comes between ("lazy" continuation): a paragraph written after a list lands in its last bullet.
 */
function joinedLine(paragraph: Node, item: Node, lines: readonly string[]): MarkupFinding[] {
  const start = paragraph.position?.start;
  const end = paragraph.position?.end;
  if (!start || !end) return [];
  for (let line = start.line + 1; line <= end.line; line++) {
    const text = lines[line - 1] ?? '';
    if (text.trim() === '' || textColumn(text) >= start.column) continue;
    return [
      {
        line,
        column: textColumn(text),
        message: `this line joins the list item on line ${placeOf(item).line}, so it shows inside that bullet; if it starts a new paragraph, put a blank line before it; if it belongs to the item, indent it to line up with the item's text`,
        severity: 'warning',
      },
    ];
  }
  return [];
}

/** A component inside a list item, which then renders inside the bullet. */
function componentInItem(element: JsxElement, item: Node, componentNames: ReadonlySet<string>): MarkupFinding[] {
  if (!element.name || !componentNames.has(element.name)) return [];
  const itemLine = placeOf(item).line;
  const at = placeOf(element);
  const fix =
    at.line === itemLine
      ? 'move it out of the list, after a blank line'
      : 'to show it after the list, put a blank line before it and start it at the beginning of the line';
  return [
    {
      ...at,
      message: `<${element.name}> is inside the list item on line ${itemLine}, so it shows inside that bullet; ${fix}`,
      severity: 'warning',
    },
  ];
}

/**
 * Markup that does not do what it looks like, from a page's syntax tree and the text it was parsed
 * from (same lines): a class or style pasted onto an HTML element, a link whose address has spaces
 * (left as text), a paragraph swallowed by the list item above it, a component inside a list item;
 * and, in the same walk, the copy editor's slips of `copy-slips.ts`.
 */
export function markupTrapsIn(tree: Root, source: string, componentNames: ReadonlySet<string>): MarkupFinding[] {
  const lines = source.split('\n');
  const findings: MarkupFinding[] = pageSizeSlip(source);
  const visit = (node: Node, item: Node | undefined) => {
    findings.push(...copySlipsAt(node, { source, lines }));
    if (isJsxElement(node)) {
      findings.push(...pastedStyling(node, source));
      if (item) findings.push(...componentInItem(node, item, componentNames));
    }
    if (node.type === 'text') findings.push(...spacedLinks(node, source));
    const children = (node as Partial<Parent>).children ?? [];
    if (node.type === 'listItem') {
      for (const child of children) if (child.type === 'paragraph') findings.push(...joinedLine(child, node, lines));
    }
    // Only the nearest list item counts, and a component's own content starts afresh.
    const inside = node.type === 'listItem' ? node : isJsxElement(node) ? undefined : item;
    for (const child of children) visit(child, inside);
  };
  visit(tree, undefined);
  return findings;
}
