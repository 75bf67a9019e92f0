import type { CompiledBody } from './page-texts';
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
  /** What the compile step read of the page's body, when it has: then the page is not parsed again. */
  body?: CompiledBody;
}
