import { distance } from 'fastest-levenshtein';
import yaml from 'js-yaml';
import { frontmatterBlock } from './body-edits';

/** The frontmatter fields a visitor reads on the page or in its cards; the others (themes, order, nav…) are metadata. */
const readFields = ['title', 'description', 'summary'] as const;

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A version of a page file as a visitor's eyes compare it: its body and its frontmatter, whitespace normalised. */
export interface VisibleParts {
  body: string;
  frontmatter: string | undefined;
  /** The frontmatter's YAML as written, for the rare comparison that needs its fields. */
  yaml: string | undefined;
}

export function visibleParts(source: string): VisibleParts {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const block = frontmatterBlock(text);
  return {
    body: normalised(block === undefined ? text : text.slice(block.length)),
    frontmatter: block === undefined ? undefined : normalised(block),
    yaml: block?.slice(3, -4),
  };
}

const readFieldsMemo = new WeakMap<VisibleParts, string>();

/** The frontmatter fields a visitor reads, as one comparable text (the frontmatter as written when it does not parse). */
function readFieldsOf(parts: VisibleParts): string {
  const memo = readFieldsMemo.get(parts);
  if (memo !== undefined) return memo;
  let fields: unknown;
  try {
    const data = (yaml.load(parts.yaml ?? '', { schema: yaml.CORE_SCHEMA }) ?? {}) as Record<string, unknown>;
    fields = readFields.map((field) => (typeof data[field] === 'string' ? normalised(data[field]) : data[field]));
  } catch {
    fields = parts.frontmatter;
  }
  // One field a line, so each field's words stay apart from the next one's.
  const text = JSON.stringify(fields, null, 1);
  readFieldsMemo.set(parts, text);
  return text;
}

// Markdown's emphasis and code marks: adding or removing them is formatting, not new words.
const formattingMarks = /[*_`~]+/g;

const wordsOf = (text: string) => text.replace(formattingMarks, '').split(/\s+/).filter(Boolean);

// Where British and American spellings part (colour/color, centre/center, organise/organize,
// analyse/analyze, catalogue/catalog, programme/program, defence/defense): both sides of a pair
// read the same once these endings are folded to one spelling.
const variantEndings: readonly [RegExp, string][] = [
  [/our(s|ed|ing|ful|ite|ites)?$/, 'or$1'],
  [/re(s|d)?$/, 'er$1'],
  [/is(e|es|ed|ing|ation|ations)$/, 'iz$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/ogue(s)?$/, 'og$1'],
  [/mme(s)?$/, 'm$1'],
  [/ence(s)?$/, 'ense$1'],
];

const variantSpelling = (word: string) =>
  variantEndings.reduce((folded, [ending, replacement]) => folded.replace(ending, replacement), word);

const sortedLetters = (word: string) => word.split('').sort().join('');

/**
 * Whether `after` is `before` with its spelling fixed: the same word but for a slip of one letter
 * (or two letters swapped in words of six or more), a capital, or a British/American spelling. Numbers and words of
 * three letters or fewer must stay as they were: 2024 to 2025, or not to now, changes what a page says.
 */
export function spellingFix(before: string, after: string): boolean {
  if (before === after) return true;
  if (/\d/.test(before) || /\d/.test(after)) return false;
  const [a, b] = [before.toLowerCase(), after.toLowerCase()];
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  if (variantSpelling(a) === variantSpelling(b)) return true;
  const edits = distance(a, b);
  // Two edits only as two letters swapped (recieve, receive): banking to booking is another word.
  return edits <= 1 || (edits === 2 && shorter >= 6 && sortedLetters(a) === sortedLetters(b));
}

/** Whether two texts say the same in the same words, but for spelling fixes and formatting marks. */
export function sameWords(before: string, after: string): boolean {
  if (before === after) return true;
  const [a, b] = [wordsOf(before), wordsOf(after)];
  return a.length === b.length && a.every((word, index) => spellingFix(word, b[index]));
}

/**
 * Whether a visitor reads the same on two versions of a page file (undefined: no such file):
 * the same body and the same title, description and summary, whitespace and line wrapping aside,
 * and spelling fixes and formatting marks aside (`sameWords`): a commit that only corrects
 * spellings tells a visitor nothing new, so it does not make a page "Updated".
 * Versions that differ only in other fields (themes, order, nav…) or in layout read the same.
 * The frontmatter is parsed only when the bodies match and the frontmatter does not.
 */
export function sameVisibleText(a: VisibleParts | undefined, b: VisibleParts | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (!sameWords(a.body, b.body)) return false;
  if (a.frontmatter === b.frontmatter) return true;
  return sameWords(readFieldsOf(a), readFieldsOf(b));
}
