/** The two spellings of English a site can be written in (`site.english`). */
export type EnglishVariant = 'british' | 'american';

/** Whether a word is in one variant's dictionary. */
export type WordTest = (word: string) => boolean;

/** What the spelling thread is started with. */
export interface SpellWorkerData {
  english: EnglishVariant;
  words: string[];
}

/** One word to look at, where it is in the text checked, and what to write instead. */
export interface SpellingFinding {
  word: string;
  /** Character offset of the word in the text. */
  offset: number;
  message: string;
}

/** What checks a file's texts, joined into one (one a line): the spelling thread, or a `SpellChecker` of this thread. */
export interface TextChecker {
  check(text: string): Promise<SpellingFinding[]>;
}
