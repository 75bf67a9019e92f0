// Plain JavaScript: the spelling thread loads it without the TypeScript loader, whose hooks cost
// every module cspell imports a round trip to another thread (`spell-worker.mjs`).
import {
  combineTextAndLanguageSettings,
  finalizeSettings,
  getDefaultBundledSettingsAsync,
  getDictionary,
  mergeSettings,
  validateText,
} from 'cspell-lib';
import { siteSpellingCandidate } from './variant-spelling.mjs';

/** @typedef {import('cspell-lib').CSpellSettings} CSpellSettings */
/** @typedef {import('cspell-lib').SpellingDictionaryCollection} SpellingDictionaryCollection */
/** @typedef {import('./spell-messages').EnglishVariant} EnglishVariant */
/** @typedef {import('./spell-messages').SpellingFinding} SpellingFinding */
/** @typedef {import('./spell-messages').WordTest} WordTest */
/** A word of a token to report, at its offset in the token. @typedef {{ word: string, offset: number }} TokenIssue */

/** @type {Record<EnglishVariant, { language: string, dictionary: string, name: string }>} */
const locales = {
  british: { language: 'en-GB', dictionary: 'en-gb', name: 'British' },
  american: { language: 'en-US', dictionary: 'en_us', name: 'American' },
};

/** @param {EnglishVariant} variant @returns {EnglishVariant} */
const otherThan = (variant) => (variant === 'british' ? 'american' : 'british');

// cspell's own defaults add dictionaries the site did not ask for; only the English of the
// variant (with its list of common misspellings), software terms and company names remain.
const leftOut = ['aws', 'cryptocurrencies', 'filetypes', 'public-licenses'].map((name) => `!${name}`);

/**
 * @param {EnglishVariant} variant
 * @param {readonly string[]} words
 * @returns {Promise<CSpellSettings>}
 */
async function settingsFor(variant, words) {
  /** @type {CSpellSettings} */
  const ours = {
    language: locales[variant].language,
    dictionaries: ['softwareTerms', 'companies', ...leftOut],
    words: [...words],
  };
  const merged = mergeSettings(await getDefaultBundledSettingsAsync(), ours);
  return finalizeSettings(combineTextAndLanguageSettings(merged, '', ['plaintext']));
}

/**
 * The settings with the word lists that only suggest emptied (cspell's common misspellings, some
 * 95,000 of them, each a wrong spelling and its fix): they take no word and refuse none, so a
 * word gets the same verdict without them, and parsing them is most of the dictionaries' loading.
 * Only the search for suggestions reads them.
 * @param {CSpellSettings} settings
 * @returns {CSpellSettings}
 */
function withoutSuggestionLists(settings) {
  return {
    ...settings,
    dictionaryDefinitions: settings.dictionaryDefinitions?.map((definition) =>
      'suggestWords' in definition && definition.suggestWords?.length
        ? { ...definition, suggestWords: [] }
        : definition,
    ),
  };
}

/** @param {SpellingDictionaryCollection} collection @param {string} name */
function dictionaryNamed(collection, name) {
  const found = collection.dictionaries.find((dictionary) => dictionary.name === name);
  if (!found) throw new Error(`cspell has no dictionary named ${name}`);
  return found;
}

// Letters of other scripts (the Hindi pages' Devanagari) are blanked: only English is checked.
const otherScript = /(?![\p{Script=Latin}])[\p{L}\p{M}]/gu;
// Addresses written out in the text are no words: e-mail addresses, web addresses, paths.
const addresses = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:[a-z][a-z+.-]*:\/\/|www\.)\S+|(?<=^|[\s(])\/[\w./#-]+/gu;
const latinWord = /[\p{Script=Latin}]+(?:['’][\p{Script=Latin}]+)*/gu;
// What cspell reads as one token, or splits itself (`hand-offs`, `Northstar’s`).
const wordToken = /[\p{L}\p{M}\p{N}_'’-]+/gu;

/**
 * cspell with the English dictionary of the site's variant, software terms, company names and the
 * site's own words. Loading them takes about half a second: load one per process. What only some
 * pages need is loaded the first time one does: the lists that suggest fixes for an unknown word,
 * and the other variant's dictionary, which confirms a spelling as the other variant's.
 */
export class SpellChecker {
  // What each token (a word, or words joined by - or ') holds to report, by its text; a token is
  // here once its words and their warnings are all known.
  /** @type {Map<string, SpellingFinding[]>} */
  #tokenIssues = new Map();
  // The warning of each word reported: a word is judged, and its suggestions searched, once a process.
  /** @type {Map<string, string>} */
  #messages = new Map();
  // Tokens are learned one batch at a time, so a page never reads a token another page is still learning.
  /** @type {Promise<void>} */
  #learning = Promise.resolve();
  /** @type {Promise<SpellingDictionaryCollection> | undefined} */
  #suggestionDictionary;
  /** @type {Promise<WordTest> | undefined} */
  #otherVariantTest;
  #variant;
  /** Every dictionary of the site's settings, the suggestion lists too. */
  #settings;
  #checkingSettings;
  #inSiteDictionary;
  #ownWords;

  /**
   * @param {EnglishVariant} variant
   * @param {CSpellSettings} settings
   * @param {CSpellSettings} checkingSettings
   * @param {WordTest} inSiteDictionary
   * @param {ReadonlySet<string>} ownWords
   */
  constructor(variant, settings, checkingSettings, inSiteDictionary, ownWords) {
    this.#variant = variant;
    this.#settings = settings;
    this.#checkingSettings = checkingSettings;
    this.#inSiteDictionary = inSiteDictionary;
    this.#ownWords = ownWords;
  }

  /**
   * @param {EnglishVariant} variant
   * @param {readonly string[]} words
   * @returns {Promise<SpellChecker>}
   */
  static async load(variant, words) {
    const settings = await settingsFor(variant, words);
    const checkingSettings = withoutSuggestionLists(settings);
    const own = dictionaryNamed(await getDictionary(checkingSettings), locales[variant].dictionary);
    return new SpellChecker(
      variant,
      settings,
      checkingSettings,
      (word) => own.has(word, { ignoreCase: false }),
      new Set(words.map((word) => word.toLowerCase())),
    );
  }

  /**
   * The words of `text` a copywriter should look at: unknown words and the other variant's spellings.
   * @param {string} text
   * @returns {Promise<SpellingFinding[]>}
   */
  async check(text) {
    // Each pattern is only run where it can match: other scripts are not ASCII, and every address
    // has an @, a / or www.
    const latin = /[\u0080-\uFFFF]/.test(text)
      ? text.replace(otherScript, (letter) => ' '.repeat(letter.length))
      : text;
    const english = /[@/]|www\./.test(latin)
      ? latin.replace(addresses, (address) => ' '.repeat(address.length))
      : latin;
    // Most tokens were learned on an earlier page, and most with nothing to report: this first
    // pass only gathers the new ones, and the tokens are placed only when one has a finding.
    /** @type {Set<string>} */
    const unknown = new Set();
    let reported = false;
    for (const token of english.match(wordToken) ?? []) {
      const issues = this.#tokenIssues.get(token);
      if (issues === undefined) unknown.add(token);
      else if (issues.length > 0) reported = true;
    }
    if (unknown.size > 0) {
      const learned = this.#learning.then(() => this.#learn(unknown));
      this.#learning = learned.catch(() => {});
      await learned;
      reported ||= [...unknown].some((token) => this.#tokenIssues.get(token)?.length);
    }
    /** @type {SpellingFinding[]} */
    const findings = [];
    if (!reported) return findings;
    for (const { 0: token, index } of english.matchAll(wordToken))
      for (const { word, offset, message } of this.#tokenIssues.get(token) ?? [])
        findings.push({ word, offset: index + offset, message });
    return findings;
  }

  /**
   * Checks the tokens not seen before, once each: a site repeats most of its words, and cspell
   * reads a word alone as it reads it in a sentence.
   * @param {ReadonlySet<string>} tokens
   */
  async #learn(tokens) {
    const unseen = [...tokens].filter((token) => !this.#tokenIssues.has(token));
    if (unseen.length === 0) return;
    /** @type {number[]} */
    const starts = [];
    let joined = '';
    for (const token of unseen) {
      starts.push(joined.length);
      joined += `${token}\n`;
    }
    /** @type {TokenIssue[][]} */
    const found = unseen.map(() => []);
    const issues = await validateText(joined, this.#checkingSettings, { generateSuggestions: false });
    for (const { text: word, offset } of issues) {
      let index = starts.length - 1;
      while (index > 0 && starts[index] > offset) index--;
      found[index].push({ word, offset: offset - starts[index] });
    }
    // cspell takes words both variants know; the site's choice refuses the other's spellings.
    /** @type {{ issues: TokenIssue[], word: string, offset: number }[]} */
    const otherSpellings = [];
    unseen.forEach((token, index) => {
      for (const { 0: word, index: offset } of token.matchAll(latinWord)) {
        if (found[index].some((issue) => issue.offset === offset)) continue;
        if (this.#ownWords.has(word.toLowerCase())) continue;
        if (siteSpellingCandidate(word, this.#variant, this.#inSiteDictionary) !== undefined)
          otherSpellings.push({ issues: found[index], word, offset });
      }
    });
    if (otherSpellings.length > 0) {
      const inOtherVariant = await this.#otherVariantDictionary();
      for (const { issues, word, offset } of otherSpellings)
        if (inOtherVariant(word.toLowerCase())) issues.push({ word, offset });
    }
    for (const issues of found)
      for (const { word } of issues)
        if (!this.#messages.has(word)) this.#messages.set(word, await this.#messageFor(word));
    unseen.forEach((token, index) => {
      const issues = found[index].sort((a, b) => a.offset - b.offset);
      this.#tokenIssues.set(
        token,
        issues.map(({ word, offset }) => ({ word, offset, message: this.#messages.get(word) ?? '' })),
      );
    });
  }

  /**
   * The warning for `word`: the other variant's spelling, or a word no dictionary knows.
   * @param {string} word
   * @returns {Promise<string>}
   */
  async #messageFor(word) {
    const spelling = this.#ownWords.has(word.toLowerCase())
      ? undefined
      : siteSpellingCandidate(word, this.#variant, this.#inSiteDictionary);
    if (spelling !== undefined && (await this.#otherVariantDictionary())(word.toLowerCase()))
      return `"${word}" is ${locales[otherThan(this.#variant)].name} spelling; this site writes ${locales[this.#variant].name} English: write "${spelling}"`;
    return unknownWordMessage(word, await this.#suggestionsFor(word));
  }

  /**
   * Whether the other variant's dictionary has a word; only its English dictionary is loaded, the first time.
   * @returns {Promise<WordTest>}
   */
  #otherVariantDictionary() {
    this.#otherVariantTest ??= (async () => {
      const other = otherThan(this.#variant);
      const settings = await settingsFor(other, []);
      const name = locales[other].dictionary;
      const dictionary = dictionaryNamed(await getDictionary({ ...settings, dictionaries: [name] }), name);
      return (/** @type {string} */ word) => dictionary.has(word, { ignoreCase: false });
    })();
    return this.#otherVariantTest;
  }

  /**
   * @param {string} word
   * @returns {Promise<string[]>}
   */
  async #suggestionsFor(word) {
    this.#suggestionDictionary ??= getDictionary(this.#settings);
    const dictionary = await this.#suggestionDictionary;
    const lower = word.toLowerCase();
    /** @type {Set<string>} */
    const seen = new Set();
    const capital = /^\p{Lu}/u.test(word);
    return (
      dictionary
        // cspell stops searching after a second by default, which makes the suggestions depend on
        // how busy the machine is; the same page must always get the same warning.
        .suggest(word, { numSuggestions: 8, ignoreCase: true, timeout: 60_000 })
        .map(({ word: suggestion }) => (capital ? suggestion[0].toUpperCase() + suggestion.slice(1) : suggestion))
        .filter((suggestion) => {
          const key = suggestion.toLowerCase();
          // cspell also offers the word cut in two (`col our`): no help to a copywriter.
          if (key === lower || seen.has(key) || /\s/.test(key)) return false;
          seen.add(key);
          return true;
        })
        .slice(0, 3)
    );
  }
}

/**
 * The warning for a word no dictionary knows, with up to three suggestions.
 * @param {string} word
 * @param {readonly string[]} suggestions
 * @returns {string}
 */
function unknownWordMessage(word, suggestions) {
  const quoted = suggestions.map((suggestion) => `"${suggestion}"`);
  const choices = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : quoted[0];
  const guess = choices ? ` (did you mean ${choices}?)` : '';
  return `"${word}" is not a known word${guess}; if it is spelled right (a name, a product, a place), add it to pages/_words.txt`;
}
