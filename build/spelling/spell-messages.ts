import type { EnglishVariant } from './variant-spelling';

/** What the spelling worker is started with. */
export interface SpellWorkerData {
  english: EnglishVariant;
  words: string[];
}

/** One file to check: its path relative to the pages folder, and its text. */
export interface SpellRequest {
  relativeFile: string;
  source: string;
}
