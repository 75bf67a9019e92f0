/**
 * Where site search lives. No imports: the header, the search island (in the browser) and the
 * build all read these.
 */

/** The search page; the header's search form sends its `q` parameter here. */
export const searchPagePath = '/search';

/** The URL parameter that carries the search text, in the header's form and on the search page. */
export const searchParam = 'q';

/** Where the build writes Pagefind's bundle, and the search page loads `pagefind.js` from. */
export const searchBundlePath = '/pagefind/';

/** The site's words by language, the most used first, beside the index: the search page's "Did you mean". */
export const searchVocabularyFile = 'vocabulary.json';
