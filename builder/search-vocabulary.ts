import { Parser } from 'htmlparser2';

/** Each language's words, the most used first: what `searchVocabulary` writes and the search page reads. */
export type SearchVocabulary = Record<string, string[]>;

// Elements whose text no visitor reads in the page (Pagefind leaves them out of the index too).
const unread = new Set(['head', 'script', 'style', 'template', 'noscript']);

/** The words a visitor reads in one search document (`searchDocument`), lower case, and its language. */
function documentWords(html: string): { lang: string; words: string[] } {
  let lang = 'en';
  let skipping = 0;
  const words: string[] = [];
  // A text comes in pieces around its character references (caf&eacute;): read whole at the next tag.
  let text = '';
  const readText = () => {
    if (skipping === 0) for (const [word] of text.matchAll(/[\p{L}\p{M}]+/gu)) words.push(word.toLowerCase());
    text = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        readText();
        if (name === 'html' && attributes.lang) lang = attributes.lang;
        // Once inside a skipped element, every element below it counts, so its end tag is matched.
        if (skipping > 0 || unread.has(name) || 'data-pagefind-ignore' in attributes) skipping += 1;
      },
      onclosetag() {
        readText();
        if (skipping > 0) skipping -= 1;
      },
      ontext(piece) {
        text += piece;
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.end(html);
  readText();
  return { lang, words };
}

/**
 * The site's own words, by language, from the documents the search index is built from: a word a
 * query misspells ("clod", "bankng") is matched against these in the browser, with no server.
 * Words of three letters or more (shorter ones are too alike to correct), the most used first, so
 * of two words as close to a query the more common wins.
 */
export function searchVocabulary(documents: readonly string[]): SearchVocabulary {
  const counts = new Map<string, Map<string, number>>();
  for (const document of documents) {
    const { lang, words } = documentWords(document);
    const count = counts.get(lang) ?? new Map<string, number>();
    for (const word of words) if (word.length >= 3) count.set(word, (count.get(word) ?? 0) + 1);
    counts.set(lang, count);
  }
  return Object.fromEntries(
    [...counts].map(([lang, count]) => [
      lang,
      [...count].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).map(([word]) => word),
    ]),
  );
}
