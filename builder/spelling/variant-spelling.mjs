// Plain JavaScript: the spelling thread loads it without the TypeScript loader (`spell-worker.mjs`).

/** @typedef {import('./spell-messages').EnglishVariant} EnglishVariant */
/** @typedef {import('./spell-messages').WordTest} WordTest */
/** @typedef {[RegExp, (...groups: string[]) => string]} Rule */

// How an American spelling becomes the British one, one change at a time; each candidate is only
// believed when the dictionaries say so, so a rule may propose nonsense (`order` → `ordre`).
// The first two rules are -ize and -ise, after a stem of three letters or more (not `prize`, `size`).
/** @type {Rule[]} */
const americanToBritish = [
  [/(?<=[a-z]{3})iz(?=e|es|ed|ing|ation|ations|ational|er|ers)/g, () => 'is'],
  [/(?<=[a-z]{3})yz(?=e|es|ed|ing|er|ers)/g, () => 'ys'],
  [/or(?=$|s$|ed$|ing$|ite$|ites$|able$|ful$|al$|ally$|ist$|ists$|less$)/g, () => 'our'],
  [/([^aeiou])er(?=$|s$)/g, (_, before) => `${before}re`],
  [/og(?=$|s$)/g, () => 'ogue'],
  [/ense(?=$|s$)/g, () => 'ence'],
  [/([aeiou])l(?=ing$|ed$|er$|ers$)/g, (_, before) => `${before}ll`],
  [/dgment/g, () => 'dgement'],
];

/** @type {Rule[]} */
const britishToAmerican = [
  [/(?<=[a-z]{3})is(?=e|es|ed|ing|ation|ations|ational|er|ers)/g, () => 'iz'],
  [/(?<=[a-z]{3})ys(?=e|es|ed|ing|er|ers)/g, () => 'yz'],
  [/our(?=$|s$|ed$|ing$|ite$|ites$|able$|ful$|al$|ally$|ist$|ists$|less$)/g, () => 'or'],
  [/([^aeiou])re(?=$|s$)/g, (_, before) => `${before}er`],
  [/ogue(?=$|s$)/g, () => 'og'],
  [/ence(?=$|s$)/g, () => 'ense'],
  [/([aeiou])ll(?=ing$|ed$|er$|ers$)/g, (_, before) => `${before}l`],
  [/dgement/g, () => 'dgment'],
];

/**
 * Every word one rule makes of `word`, each rule applied at one place at a time.
 * @param {string} word
 * @param {readonly Rule[]} rules
 * @returns {string[]}
 */
function candidates(word, rules) {
  /** @type {Set<string>} */
  const found = new Set();
  for (const [pattern, replace] of rules) {
    const places = [...word.matchAll(pattern)].length;
    for (let place = 0; place < places; place++) {
      let seen = 0;
      found.add(
        word.replace(pattern, (/** @type {string} */ match, /** @type {string[]} */ ...groups) =>
          seen++ === place ? replace(match, ...groups) : match,
        ),
      );
    }
  }
  found.delete(word);
  return [...found];
}

/**
 * The spelling the site's variant uses for `word` (`organization` on a British site: `organisation`)
 * if `word` is the other variant's spelling of it, which the caller then asks the other variant's
 * dictionary: only the site's dictionary is asked here, so a page that finds no such spelling
 * never loads the other one.
 * @param {string} word
 * @param {EnglishVariant} variant
 * @param {WordTest} inSiteDictionary
 * @returns {string | undefined}
 */
export function siteSpellingCandidate(word, variant, inSiteDictionary) {
  const lower = word.toLowerCase();
  if (!/^[a-z]+$/.test(lower)) return undefined;
  const rules = variant === 'british' ? americanToBritish : britishToAmerican;
  // The British dictionary follows Oxford spelling and takes -ize as well as -ise, so on a British
  // site the -ize forms are refused by the site's choice alone (`organization`: `organisation`).
  // Otherwise a word the site's dictionary takes is the site's spelling too (`advertise`, `program`).
  const byChoice = variant === 'british' ? candidates(lower, rules.slice(0, 2)) : [];
  const byDictionary = inSiteDictionary(lower) ? [] : candidates(lower, rules);
  const spelling = [...byChoice, ...byDictionary].find((candidate) => inSiteDictionary(candidate));
  if (spelling === undefined) return undefined;
  return word[0] === word[0].toUpperCase() ? spelling[0].toUpperCase() + spelling.slice(1) : spelling;
}
