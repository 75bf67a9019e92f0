import type { Program } from 'estree';
import type { Image, Link } from 'mdast';
import { literalOf } from '../component-checks/literal-value';
import type { Node, Parent } from 'unist';
import type { Place } from '../component-checks/component-use';
import { invisibleCharacterMessage, invisibleCharactersIn } from './invisible-characters';
import { nonDescriptiveLinkTexts } from './link-texts';
import type { MarkupFinding } from './markup-traps';

/**
 * The slips an editor at a publishing house would catch in a page's text, node by node, for the one
 * walk of `markupTrapsIn`: characters pasted from Word, bullets typed by hand, pasted embeds, table
 * rows short of a cell, headings in capitals, alt and link texts that say nothing.
 */

/** Over this many words, a link's text is a sentence, not a link. */
export const longLinkWords = 15;
/** Over this many bytes, a page is a paste gone wrong, not an article. */
export const pageTextLimit = 100 * 1024;

interface NodeContext {
  source: string;
  lines: readonly string[];
}

function startOf(node: Pick<Node, 'position'>): Place {
  const start = node.position?.start;
  return start ? { line: start.line, column: start.column } : { line: 1, column: 1 };
}

/** Text of a node and its children, as a visitor reads it. */
export function textOf(node: Node): string {
  const value = (node as { value?: unknown }).value;
  if (typeof value === 'string') return value;
  return ((node as Partial<Parent>).children ?? []).map(textOf).join('');
}

function quoted(text: string, length = 40): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}

/** The place of `offset` in the source, counted from a node that starts at `start`. */
function placeAt(source: string, start: Place & { offset: number }, offset: number): Place {
  const before = source.slice(start.offset, offset);
  const lines = before.split('\n');
  return lines.length === 1
    ? { line: start.line, column: start.column + before.length }
    : { line: start.line + lines.length - 1, column: lines[lines.length - 1].length + 1 };
}

/** A zero-width space or soft hyphen in a text, found where the page writes it. */
function invisibleCharacters(node: Pick<Node, 'position'>, { source }: NodeContext): MarkupFinding[] {
  const start = node.position?.start;
  const end = node.position?.end.offset;
  if (!start || start.offset === undefined || end === undefined) return [];
  const offset = start.offset;
  const written = source.slice(offset, end);
  return invisibleCharactersIn(written).map((found) => ({
    ...placeAt(source, { line: start.line, column: start.column, offset }, offset + found.index),
    message: invisibleCharacterMessage(written, found),
    severity: 'warning' as const,
  }));
}

const wordBullet = /^\s*([•◦▪·])\s/;

/** Lines of one paragraph starting with Word's bullet characters: a list pasted as text. */
function typedBullets(paragraph: Node, { lines }: NodeContext): MarkupFinding[] {
  const start = paragraph.position?.start;
  const end = paragraph.position?.end;
  if (!start || !end) return [];
  for (let line = start.line; line <= end.line; line++) {
    const bullet = wordBullet.exec(lines[line - 1] ?? '');
    if (!bullet) continue;
    const text = lines[line - 1];
    return [
      {
        line,
        column: text.indexOf(bullet[1]) + 1,
        message: `"${bullet[1]}" is a bullet pasted from Word: the lines show run together as one paragraph, not as a list; make it a list: start each line with "- " instead of "${bullet[1]}"`,
      },
    ];
  }
  return [];
}

// Words that name the kind of thing, not what it shows.
const emptyAlt =
  /^(?:an? )?(?:image|img|photo|photograph|picture|pic|graphic|illustration|screenshot|banner|hero|thumbnail|icon|logo|placeholder|alt|alt text|untitled)(?: ?\d+)?$/i;
const fileNameAlt = /^[^\s/]+\.(?:jpe?g|png|gif|webp|avif|svg|heic|tiff?|bmp)$|^(?:IMG|DSC|DSCN|PXL|DJI)_?\d+$/i;

/** Alt text that says nothing of the image: "image", "photo", a file name. */
export function altTextProblem(alt: string): string | undefined {
  const text = alt.trim();
  if (!emptyAlt.test(text) && !fileNameAlt.test(text)) return undefined;
  const what = fileNameAlt.test(text) ? 'is a file name' : 'names the kind of thing';
  return `alt text "${quoted(text)}" ${what}, not what the image shows, and is what screen readers and search engines get instead of the image; describe what it shows, e.g. "Two engineers at a server rack", or leave it empty if the image is only decoration`;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
  position?: Node['position'];
}

function attributesOf(node: Node): JsxAttribute[] {
  return (node as { attributes?: JsxAttribute[] }).attributes ?? [];
}

function imageAlt(node: Node): MarkupFinding[] {
  if (node.type === 'image') {
    const problem = altTextProblem((node as Image).alt ?? '');
    return problem ? [{ ...startOf(node), message: problem, severity: 'warning' }] : [];
  }
  // `alt` written as text on an HTML `<img>`, or `imageAlt` and the like on a component.
  return attributesOf(node).flatMap((attribute) => {
    if (
      attribute.type !== 'mdxJsxAttribute' ||
      !/^(?:alt|\w+Alt)$/.test(attribute.name ?? '') ||
      typeof attribute.value !== 'string'
    )
      return [];
    const problem = altTextProblem(attribute.value);
    return problem ? [{ ...startOf(attribute), message: problem, severity: 'warning' as const }] : [];
  });
}

/** Said by this check and by the compile, which refuses an `<iframe>` as code (`remark-content-not-code.ts`). */
export const pastedFrameMessage =
  '<iframe>: an embed pasted from another site is not shown on this site: it would load that site and its trackers on every visit; for a YouTube video write <Video youtube="https://www.youtube.com/watch?v=…" title="What the video shows" />, for anything else link to it; see /_components';

function pastedFrame(node: Node): MarkupFinding[] {
  if ((node as { name?: unknown }).name !== 'iframe') return [];
  return [{ ...startOf(node), message: pastedFrameMessage }];
}

function cellText(row: Node): string {
  return ((row as Partial<Parent>).children ?? []).map((cell) => ` ${quoted(textOf(cell), 20)} |`).join('');
}

/**
 * A table row with fewer cells than the header: GFM shows the row short, its last columns empty.
 * (remark-lint's table-cell-count rule finds the same, but walks the tree again and speaks in
 * Markdown's terms; this is one look at a table the walk already holds.)
 */
function shortRows(table: Node): MarkupFinding[] {
  const [header, ...rows] = (table as Partial<Parent>).children ?? [];
  const columns = (header as Partial<Parent> | undefined)?.children?.length ?? 0;
  return rows.flatMap((row) => {
    const cells = (row as Partial<Parent>).children?.length ?? 0;
    if (cells >= columns) return [];
    const missing = columns - cells;
    return [
      {
        ...startOf(row),
        message: `this table row has ${cells} ${cells === 1 ? 'cell' : 'cells'} and the header has ${columns}, so its last ${missing === 1 ? 'column shows' : `${missing} columns show`} empty; add the missing ${missing === 1 ? 'cell' : 'cells'} to the row (|${cellText(row)} … |), or write | | where a cell is meant to be empty`,
      },
    ];
  });
}

/** Sentence case of a heading in capitals: its first letter kept, the rest in small letters. */
function sentenceCase(text: string): string {
  const lower = text.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** A heading typed in capitals (`## OUR SERVICES`); short ones are acronyms (`## FAQ`, `## AI & ML`). */
function capitalsHeading(heading: Node): MarkupFinding[] {
  const text = textOf(heading).trim();
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length < 2 || /\p{Ll}/u.test(text) || !words.some((word) => (word.match(/\p{Lu}/gu) ?? []).length >= 4))
    return [];
  const depth = (heading as { depth?: number }).depth ?? 2;
  return [
    {
      ...startOf(heading),
      message: `\`${'#'.repeat(depth)} ${quoted(text)}\` is written in capitals; write headings in sentence case (\`${'#'.repeat(depth)} ${quoted(sentenceCase(text))}\`): the design sets their case`,
      severity: 'warning',
    },
  ];
}

const englishNonDescriptive = new Set<string>(nonDescriptiveLinkTexts.en);

/** What is wrong with a link's text: it says nothing of where it leads, or is a whole sentence. */
function linkTextProblem(written: string, url: string): string | undefined {
  if (url.startsWith('mailto:') || url.startsWith('tel:')) return undefined;
  const text = written.replace(/\s+/g, ' ').trim();
  const bare = text.toLowerCase().replace(/[.!?:…»›→>\s]+$/u, '');
  if (englishNonDescriptive.has(bare) || /^click (?:here|this)\b/.test(bare))
    return `link text "${quoted(text)}" does not say where it leads, and screen readers and search engines read links on their own; write what the visitor finds there as the link's text, e.g. [the 2025 annual report](${url})`;
  const words = text.split(' ').filter(Boolean).length;
  if (words > longLinkWords)
    return `link text "${quoted(text)}" is ${words} words long; make only the few words that name the destination the link (at most ${longLinkWords}), and keep the rest as plain text`;
  return undefined;
}

/** A link whose text says nothing of where it leads, or a whole sentence made a link. */
function linkText(link: Node): MarkupFinding[] {
  const problem = linkTextProblem(textOf(link), (link as Link).url);
  return problem ? [{ ...startOf(link), message: problem, severity: 'warning' }] : [];
}

/**
 * Alt and link texts written inside a component's props as values (`cards={[{ imageAlt: 'photo' }]}`,
 * `action={{ label: 'Click here', href: '/contact-us' }}`), read by the build's own literal reader,
 * each found where it is written.
 */
function propTexts(node: Node): MarkupFinding[] {
  const findings: MarkupFinding[] = [];
  for (const attribute of attributesOf(node)) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || attribute.value === null)
      continue;
    const literal = literalOf((attribute.value as { data?: { estree?: Program } }).data?.estree);
    if (!literal) continue;
    const at = (path: string) => literal.parts[path] ?? startOf(attribute);
    const visit = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((item, index) => visit(item, path ? `${path}.${index}` : String(index)));
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
      const entries = Object.entries(value as Record<string, unknown>);
      const inner = (key: string) => (path ? `${path}.${key}` : key);
      for (const [key, item] of entries) {
        if (typeof item === 'string' && /^(?:alt|\w+Alt)$/.test(key)) {
          const problem = altTextProblem(item);
          if (problem) findings.push({ ...at(inner(key)), message: problem, severity: 'warning' });
        } else visit(item, inner(key));
      }
      const { label, href } = value as { label?: unknown; href?: unknown };
      if (typeof label === 'string' && typeof href === 'string') {
        const problem = linkTextProblem(label, href);
        if (problem) findings.push({ ...at(inner('label')), message: problem, severity: 'warning' });
      }
    };
    visit(literal.value, '');
  }
  return findings;
}

/** The slips one node of the tree holds; `markupTrapsIn` calls it for every node, once. */
export function copySlipsAt(node: Node, context: NodeContext): MarkupFinding[] {
  switch (node.type) {
    case 'text':
      return invisibleCharacters(node, context);
    case 'paragraph':
      return typedBullets(node, context);
    case 'image':
      return imageAlt(node);
    case 'table':
      return shortRows(node);
    case 'heading':
      return capitalsHeading(node);
    case 'link':
      return linkText(node);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return [
        ...pastedFrame(node),
        ...imageAlt(node),
        ...propTexts(node),
        // A component's props are page text too: a zero-width space in `title="…"`.
        ...attributesOf(node).flatMap((attribute) => invisibleCharacters(attribute, context)),
      ];
    default:
      return [];
  }
}

/** A page of over 100 KB of text: a whole document pasted, which every visitor downloads. */
export function pageSizeSlip(source: string): MarkupFinding[] {
  const bytes = Buffer.byteLength(source, 'utf8');
  if (bytes <= pageTextLimit) return [];
  return [
    {
      line: 1,
      column: 1,
      message: `this page holds ${Math.round(bytes / 1024)} KB of text, over ${pageTextLimit / 1024} KB: more than anyone reads on one page, and slow to load; check nothing was pasted twice or by mistake, and split a long document into several pages or a PDF to download`,
      severity: 'warning',
    },
  ];
}
