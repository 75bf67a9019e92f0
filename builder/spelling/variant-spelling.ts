/** The two spellings of English a site can be written in (`site.english`). */
export type EnglishVariant = 'british' | 'american';

/** Whether a word is in one variant's dictionary. */
export type WordTest = (word: string) => boolean;

// How an American spelling becomes the British one, one change at a time; each candidate is only
// believed when the dictionaries say so, so a rule may propose nonsense (`order` → `ordre`).
// The first two rules are -ize and -ise, after a stem of three letters or more (not `prize`, `size`).
type Rule = [RegExp, (...groups: string[]) => string];

const americanToBritish: Rule[] = [
  [/(?<=[a-z]{3})iz(?=e|es|ed|ing|ation|ations|ational|er|ers)/g, () => 'is'],
  [/(?<=[a-z]{3})yz(?=e|es|ed|ing|er|ers)/g, () => 'ys'],
  [/or(?=$|s$|ed$|ing$|ite$|ites$|able$|ful$|al$|ally$|ist$|ists$|less$)/g, () => 'our'],
  [/([^aeiou])er(?=$|s$)/g, (_, before) => `${before}re`],
  [/og(?=$|s$)/g, () => 'ogue'],
  [/ense(?=$|s$)/g, () => 'ence'],
  [/([aeiou])l(?=ing$|ed$|er$|ers$)/g, (_, before) => `${before}ll`],
  [/dgment/g, () => 'dgement'],
];

const britishToAmerican: Rule[] = [
  [/(?<=[a-z]{3})is(?=e|es|ed|ing|ation|ations|ational|er|ers)/g, () => 'iz'],
  [/(?<=[a-z]{3})ys(?=e|es|ed|ing|er|ers)/g, () => 'yz'],
  [/our(?=$|s$|ed$|ing$|ite$|ites$|able$|ful$|al$|ally$|ist$|ists$|less$)/g, () => 'or'],
  [/([^aeiou])re(?=$|s$)/g, (_, before) => `${before}er`],
  [/ogue(?=$|s$)/g, () => 'og'],
  [/ence(?=$|s$)/g, () => 'ense'],
  [/([aeiou])ll(?=ing$|ed$|er$|ers$)/g, (_, before) => `${before}l`],
  [/dgement/g, () => 'dgment'],
];

/** Every word one rule makes of `word`, each rule applied at one place at a time. */
function candidates(word: string, rules: readonly Rule[]): string[] {
  const found = new Set<string>();
  for (const [pattern, replace] of rules) {
    const places = [...word.matchAll(pattern)].length;
    for (let place = 0; place < places; place++) {
      let seen = 0;
      found.add(
        word.replace(pattern, (match: string, ...groups: string[]) =>
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
 */
export function siteSpellingCandidate(
  word: string,
  variant: EnglishVariant,
  inSiteDictionary: WordTest,
): string | undefined {
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
