/**
 * What `npm run new` writes wherever the copywriter must write the real thing: a text value
 * starting with TODO (`"TODO: text, at most 80 characters"`), or TODO in the text. A copywriter may
 * also mark a value `# TODO` after it. A draft may hold them; the build refuses a published page
 * that still does.
 */
export const placeholderWord = 'TODO';

const placeholderStart = new RegExp(`^${placeholderWord}\\b`);
const placeholderInText = new RegExp(`\\b${placeholderWord}\\b`);

/**
 * The other stand-ins copywriters and old templates leave for what is still to come: dummy Latin,
 * XX for a number (`XX%`, `$XXm`, `XX million`, `XX,000`; not `XXL`, nor a Roman `XX` on its own),
 * TBC, TBD and TK (the editors' "to come"), `[insert …]` and `???`. The capital marks count only in
 * capitals, so a name or file name holding "tbd" or "tk" does not, nor TK starting a name.
 */
const standIns: readonly RegExp[] = [
  /\blorem ipsum\b/i,
  /(?<![\w$€£¥])[$€£¥][Xx]{2,}(?:[.,](?:[Xx]+|\d{3}))*(?:m|bn|k)?(?!\w)/,
  /(?<![\w$€£¥])[Xx]{2,}(?:[.,](?:[Xx]+|\d{3}))*(?:%|(?:m|bn|k)(?!\w)|\s(?:million|billion|thousand|hundred|percent|per cent)\b)/,
  /(?<![\w$€£¥])[Xx]{2,}(?:[.,](?:[Xx]+|\d{3}))+(?!\w)/,
  /\bTB[CD]\b/,
  // Not before a name: "TK Elevator", "TK Maxx".
  /\b(?:TK)+\b(?!\s+[A-Z][a-z])/,
  /\[insert\b[^\]\n]*\]/i,
  /\?{3,}/,
];

// What every stand-in above contains: a page without any of it is not searched line by line.
const possibleStandIn = /TODO|[Ll]orem|XX|xx|TB[CD]|TK|\[[Ii]nsert|\?\?\?/;

/** Addresses are no text: a file may be called `/files/TBD.pdf`. Replaced by spaces, so columns stay. */
const addresses =
  /\]\([^)\n]*\)|\b(?:https?:\/\/|mailto:|www\.)[^\s"'<>)]*|\b(?:href|src|to|url|link|image)=(?:"[^"\n]*"|'[^'\n]*')/g;
const codeSpans = /`[^`\n]*`/g;

function blanked(text: string, pattern: RegExp): string {
  return text.replace(pattern, (found) => ' '.repeat(found.length));
}

/** A placeholder found in text: what it says, and where it starts (0-based). */
export interface FoundPlaceholder {
  text: string;
  index: number;
}

/** The first placeholder in a line or value (TODO, or another stand-in), leaving code and addresses alone. */
export function placeholderIn(text: string): FoundPlaceholder | null {
  const searched = blanked(blanked(text, codeSpans), addresses);
  let first: FoundPlaceholder | null = null;
  for (const pattern of [placeholderInText, ...standIns]) {
    const match = pattern.exec(searched);
    if (match && (first === null || match.index < first.index)) first = { text: match[0], index: match.index };
  }
  return first;
}

export type ValuePath = (string | number)[];

/** Whether a frontmatter value is a placeholder: it starts with TODO, or holds another stand-in anywhere. */
export function isPlaceholder(value: unknown): value is string {
  return typeof value === 'string' && placeholderOfValue(value) !== null;
}

/** What marks a frontmatter value as a placeholder (`TODO`, `XX%`, `TBC`), or null. */
export function placeholderOfValue(value: string): string | null {
  if (placeholderStart.test(value.trim())) return placeholderWord;
  // A value that is an address names a file or page, whatever it is called.
  if (/^(?:\/|\.\/|[a-z]+:)\S*$/.test(value.trim())) return null;
  const found = placeholderIn(value);
  return found && found.text !== placeholderWord ? found.text : null;
}

/** The path of every placeholder in parsed frontmatter, e.g. `['client']`, `['outcomes', 0]`. */
export function placeholderPaths(value: unknown, at: ValuePath = []): ValuePath[] {
  if (isPlaceholder(value)) return [at];
  if (Array.isArray(value)) return value.flatMap((item: unknown, index) => placeholderPaths(item, [...at, index]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => placeholderPaths(item, [...at, key]));
  return [];
}

/** Whether a YAML line ends in a comment that says TODO (a line that is only a comment does not count). */
export function hasPlaceholderComment(line: string): boolean {
  if (/^\s*#/.test(line)) return false;
  // Quoted text may hold a # of its own.
  const unquoted = line.replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, '""');
  const comment = /\s#(.*)$/.exec(unquoted);
  return comment !== null && placeholderInText.test(comment[1]);
}

/** A placeholder in the text: its 0-based line, its 1-based column, and what it says. */
export interface PlaceholderInText {
  line: number;
  column: number;
  text: string;
}

/**
 * The placeholders left in MDX text, the first of each line. Code (fenced blocks and `inline`
 * spans) may mention TODO as what it is, and addresses may name any file, so both are left alone.
 */
export function placeholdersInText(text: string): PlaceholderInText[] {
  const found: PlaceholderInText[] = [];
  if (!possibleStandIn.test(text)) return found;
  let fence: string | null = null;
  text.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    const placeholder = fence === null ? placeholderIn(line) : null;
    if (placeholder) found.push({ line: index, column: placeholder.index + 1, text: placeholder.text });
  });
  return found;
}

/** The 0-based lines of MDX text that still hold a placeholder. */
export function placeholderLines(text: string): number[] {
  return placeholdersInText(text).map((found) => found.line);
}
