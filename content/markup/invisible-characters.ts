import type { ContentProblem } from '../../src/shared/content-error';

/** Characters Word and web pages paste that show nothing, by code point, named as a copywriter may search for them. */
const invisibleNames: Record<string, string> = {
  '\u200B': 'zero-width space (U+200B)',
  '\u200C': 'zero-width non-joiner (U+200C)',
  '\u200D': 'zero-width joiner (U+200D)',
  '\u2060': 'word joiner (U+2060)',
  '\uFEFF': 'zero-width no-break space (U+FEFF)',
  '\u00AD': 'soft hyphen (U+00AD)',
};

const invisible = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

// Joiners shape Devanagari (Hindi pages) and join emoji (👩‍💻): there they are wanted. Among Latin
// letters, digits, spaces and punctuation they only split a word for search and spelling.
const plainNeighbour = /^(?:[\p{Script=Latin}\p{N}\p{P}\p{Zs}\s])?$/u;

export interface InvisibleCharacter {
  /** Offset in the text searched. */
  index: number;
  name: string;
}

/** The invisible characters in `text` that were pasted by mistake, at most one of each kind. */
export function invisibleCharactersIn(text: string): InvisibleCharacter[] {
  const found = new Map<string, InvisibleCharacter>();
  for (const match of text.matchAll(invisible)) {
    const character = match[0];
    if (found.has(character)) continue;
    const index = match.index;
    if (character === '\u200C' || character === '\u200D') {
      const before = text[index - 1] ?? '';
      const after = text[index + 1] ?? '';
      if (!plainNeighbour.test(before) || !plainNeighbour.test(after)) continue;
    }
    found.set(character, { index, name: invisibleNames[character] });
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
}

// Where a word ends, for the context of the message: also the quotes and brackets of a prop or YAML value.
const wordEnd = /[\s"'`=:{}()[\]<>]/;

/** The message for one found at `index` of `text`: names the character, where it sits, and says to delete it. */
export function invisibleCharacterMessage(text: string, { index, name }: InvisibleCharacter): string {
  const before = text.slice(0, index).split(wordEnd).at(-1)?.slice(-20) ?? '';
  const after = text
    .slice(index + 1)
    .split(wordEnd)[0]
    .slice(0, 20);
  const where = before ? `right after "${before}"` : after ? `right before "${after}"` : 'here';
  return `an invisible ${name}, pasted with the text, sits ${where}: it splits the word for search and spelling; delete it`;
}

/**
 * The pasted invisible characters of a text read line by line (a page's frontmatter, a YAML data
 * file), as warnings at their line and column. `file` is the file as messages name it.
 */
export function invisibleCharacterWarnings(file: string, text: string): ContentProblem[] {
  return text.split('\n').flatMap((line, index) =>
    invisibleCharactersIn(line).map((found) => ({
      file,
      line: index + 1,
      column: found.index + 1,
      message: invisibleCharacterMessage(line, found),
      severity: 'warning' as const,
    })),
  );
}
