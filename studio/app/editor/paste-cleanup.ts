import { Fragment, Slice, type Node as ProseNode, type Schema } from '@tiptap/pm/model';

/**
 * What a paste into Write mode keeps: the words, paragraphs, lists, headings, links, bold and
 * italic. Styles, fonts and classes fall away by themselves (the editor's schema has no place for
 * them); this module turns the rest into what the schema understands: Word's list paragraphs and
 * typed "•" lines into lists, and drops the characters no reader sees.
 */

/**
 * Characters that show nothing but break search, spelling and line wrapping: the zero-width space,
 * the soft hyphen, the byte-order mark, the word joiner and the direction marks. The zero-width
 * joiner and non-joiner stay: they shape Devanagari (the Hindi pages).
 */
const invisible = /[\u200B\u00AD\uFEFF\u2060\u200E\u200F]/g;

export function withoutInvisible(text: string): string {
  return text.replace(invisible, '');
}

/** A typed list marker at a line's start: Word's and e-mail's bullets, dashes, `1.` and `1)`. */
const bulletMarker = /^[^\S\n]*(?:[•·◦▪▫■□●○‣⁃–—*-]|(\d{1,3})[.)])[^\S\n]+/;

type ListKind = 'bulletList' | 'orderedList';

function markerKind(text: string): ListKind | null {
  const marker = bulletMarker.exec(text);
  if (!marker) return null;
  return marker[1] ? 'orderedList' : 'bulletList';
}

/** Pasted HTML made plain: Word's list paragraphs and "•" paragraphs become `<ul>`/`<ol>`, invisible characters go. */
export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const body = document.body;

  // Word marks the bullet it drew with `mso-list:Ignore`: its text tells bullets from numbers.
  const paragraphs = [...body.querySelectorAll('p')];
  const items = new Map<HTMLParagraphElement, ListKind>();
  for (const paragraph of paragraphs) {
    const style = paragraph.getAttribute('style') ?? '';
    const wordList = /mso-list\s*:/i.test(style) || /^MsoListParagraph/i.test(paragraph.className);
    const drawn = [...paragraph.querySelectorAll('[style*="mso-list"]')].filter((element) =>
      /mso-list\s*:\s*ignore/i.test(element.getAttribute('style') ?? ''),
    );
    if (wordList) {
      const marker = drawn.map((element) => element.textContent ?? '').join('');
      drawn.forEach((element) => element.remove());
      items.set(paragraph, /\d/.test(marker) ? 'orderedList' : 'bulletList');
      continue;
    }
    const kind = markerKind(paragraph.textContent ?? '');
    if (kind) {
      stripMarker(paragraph);
      items.set(paragraph, kind);
    }
  }
  // Consecutive list paragraphs of one kind become one list.
  let list: HTMLElement | null = null;
  let listKind: ListKind | null = null;
  for (const paragraph of paragraphs) {
    const kind = items.get(paragraph);
    if (!kind) {
      list = null;
      continue;
    }
    const previous = paragraph.previousElementSibling;
    if (!list || listKind !== kind || previous !== list) {
      list = document.createElement(kind === 'orderedList' ? 'ol' : 'ul');
      listKind = kind;
      paragraph.before(list);
    }
    const item = document.createElement('li');
    item.append(...paragraph.childNodes);
    paragraph.remove();
    list.append(item);
  }

  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    node.textContent = withoutInvisible(node.textContent ?? '');
  return body.innerHTML;
}

/** Removes a typed marker ("• ", "1. ") from the first text inside an element. */
function stripMarker(element: HTMLElement) {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (text.trim() === '') continue;
    node.textContent = text.replace(bulletMarker, '');
    return;
  }
}

/**
 * Pasted plain text as blocks: a line is a paragraph (Word and e-mail put one paragraph on a
 * line), lines starting with a bullet or a number are a list, and nothing is read as Markdown: a
 * `*` pasted is a `*` written.
 */
export function plainTextSlice(schema: Schema, text: string): Slice {
  const lines = withoutInvisible(text).replace(/\r\n?/g, '\n').split('\n');
  const blocks: ProseNode[] = [];
  let items: ProseNode[] = [];
  let itemsKind: ListKind | null = null;
  const paragraph = (words: string) => schema.node('paragraph', null, words ? schema.text(words) : undefined);
  const endList = () => {
    if (itemsKind && items.length) blocks.push(schema.node(itemsKind, null, items));
    items = [];
    itemsKind = null;
  };
  for (const line of lines) {
    const kind = markerKind(line);
    if (kind) {
      if (itemsKind !== kind) endList();
      itemsKind = kind;
      items.push(schema.node('listItem', null, paragraph(line.replace(bulletMarker, '').trim())));
      continue;
    }
    endList();
    if (line.trim() !== '') blocks.push(paragraph(line.trim()));
  }
  endList();
  // A single line goes into the paragraph where it is pasted rather than starting a new one.
  if (blocks.length === 1 && blocks[0].type.name === 'paragraph') return new Slice(Fragment.from(blocks[0]), 1, 1);
  return new Slice(Fragment.from(blocks), 0, 0);
}
