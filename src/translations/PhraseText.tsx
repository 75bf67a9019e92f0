import type { Phrase } from './phrase';

/**
 * A label among other text: wrapped in `<span lang>` only when its language differs from the
 * page's, so pages in the default language render it as plain text, as before.
 */
export function PhraseText({ phrase }: { phrase: Phrase }) {
  return phrase.lang ? <span lang={phrase.lang}>{phrase.text}</span> : phrase.text;
}
