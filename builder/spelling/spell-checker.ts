import {
  combineTextAndLanguageSettings,
  finalizeSettings,
  getDefaultBundledSettingsAsync,
  getDictionary,
  mergeSettings,
  validateText,
  type CSpellSettings,
  type SpellingDictionaryCollection,
} from 'cspell-lib';
import { siteSpellingCandidate, type EnglishVariant, type WordTest } from './variant-spelling';

/** One word to look at, where it is in its text, and what to write instead. */
export interface SpellingFinding {
  word: string;
  /** Character offset of the word in the span's text. */
  offset: number;
  message: string;
}

const locales: Record<EnglishVariant, { language: string; dictionary: string; name: string }> = {
  british: { language: 'en-GB', dictionary: 'en-gb', name: 'British' },
  american: { language: 'en-US', dictionary: 'en_us', name: 'American' },
};

const otherThan = (variant: EnglishVariant): EnglishVariant => (variant === 'british' ? 'american' : 'british');

// cspell's own defaults add dictionaries the site did not ask for; only the English of the
// variant (with its list of common misspellings), software terms and company names remain.
const leftOut = ['aws', 'cryptocurrencies', 'filetypes', 'public-licenses'].map((name) => `!${name}`);

async function settingsFor(variant: EnglishVariant, words: readonly string[]): Promise<CSpellSettings> {
  const ours: CSpellSettings = {
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
 */
function withoutSuggestionLists(settings: CSpellSettings): CSpellSettings {
  return {
    ...settings,
    dictionaryDefinitions: settings.dictionaryDefinitions?.map((definition) =>
      'suggestWords' in definition && definition.suggestWords?.length
        ? { ...definition, suggestWords: [] }
        : definition,
    ),
  };
}

function dictionaryNamed(collection: SpellingDictionaryCollection, name: string) {
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

/** A word of a token to report, at its offset in the token. */
interface TokenIssue {
  word: string;
  offset: number;
}

/**
 * cspell with the English dictionary of the site's variant, software terms, company names and the
 * site's own words. Loading them takes about a second: load one per process. What only some pages
 * need is loaded the first time one does: the lists that suggest fixes for an unknown word, and
 * the other variant's dictionary, which confirms a spelling as the other variant's.
 */
export class SpellChecker {
  // What each token (a word, or words joined by - or ') holds to report, by its text; a token is
  // here once its words and their warnings are all known.
  private readonly tokenIssues = new Map<string, SpellingFinding[]>();
  // The warning of each word reported: a word is judged, and its suggestions searched, once a process.
  private readonly messages = new Map<string, string>();
  // Tokens are learned one batch at a time, so a page never reads a token another page is still learning.
  private learning: Promise<void> = Promise.resolve();
  private suggestionDictionary: Promise<SpellingDictionaryCollection> | undefined;
  private otherVariantTest: Promise<WordTest> | undefined;

  private constructor(
    private readonly variant: EnglishVariant,
    /** Every dictionary of the site's settings, the suggestion lists too. */
    private readonly settings: CSpellSettings,
    private readonly checkingSettings: CSpellSettings,
    private readonly inSiteDictionary: WordTest,
    private readonly ownWords: ReadonlySet<string>,
  ) {}

  static async load(variant: EnglishVariant, words: readonly string[]): Promise<SpellChecker> {
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

  /** The English name of the site's variant, for messages: "British". */
  get variantName(): string {
    return locales[this.variant].name;
  }

  /** The words of `text` a copywriter should look at: unknown words and the other variant's spellings. */
  async check(text: string): Promise<SpellingFinding[]> {
    const english = text
      .replace(otherScript, (letter) => ' '.repeat(letter.length))
      .replace(addresses, (address) => ' '.repeat(address.length));
    const tokens = [...english.matchAll(wordToken)];
    const unknown = new Set(tokens.map((match) => match[0]).filter((token) => !this.tokenIssues.has(token)));
    if (unknown.size > 0) {
      const learned = this.learning.then(() => this.learn(unknown));
      this.learning = learned.catch(() => {});
      await learned;
    }
    const findings: SpellingFinding[] = [];
    for (const { 0: tokenText, index } of tokens)
      for (const { word, offset, message } of this.tokenIssues.get(tokenText) ?? [])
        findings.push({ word, offset: index + offset, message });
    return findings;
  }

  /**
   * Checks the tokens not seen before, once each: a site repeats most of its words, and cspell
   * reads a word alone as it reads it in a sentence.
   */
  private async learn(tokens: ReadonlySet<string>): Promise<void> {
    const unseen = [...tokens].filter((token) => !this.tokenIssues.has(token));
    if (unseen.length === 0) return;
    const starts: number[] = [];
    let joined = '';
    for (const token of unseen) {
      starts.push(joined.length);
      joined += `${token}\n`;
    }
    const found: TokenIssue[][] = unseen.map(() => []);
    const issues = await validateText(joined, this.checkingSettings, { generateSuggestions: false });
    for (const { text: word, offset } of issues) {
      let index = starts.length - 1;
      while (index > 0 && starts[index] > offset) index--;
      found[index].push({ word, offset: offset - starts[index] });
    }
    // cspell takes words both variants know; the site's choice refuses the other's spellings.
    const otherSpellings: { issues: TokenIssue[]; word: string; offset: number }[] = [];
    unseen.forEach((token, index) => {
      for (const { 0: word, index: offset } of token.matchAll(latinWord)) {
        if (found[index].some((issue) => issue.offset === offset)) continue;
        if (this.ownWords.has(word.toLowerCase())) continue;
        if (siteSpellingCandidate(word, this.variant, this.inSiteDictionary) !== undefined)
          otherSpellings.push({ issues: found[index], word, offset });
      }
    });
    if (otherSpellings.length > 0) {
      const inOtherVariant = await this.otherVariantDictionary();
      for (const { issues, word, offset } of otherSpellings)
        if (inOtherVariant(word.toLowerCase())) issues.push({ word, offset });
    }
    for (const issues of found)
      for (const { word } of issues) if (!this.messages.has(word)) this.messages.set(word, await this.messageFor(word));
    unseen.forEach((token, index) => {
      const issues = found[index].sort((a, b) => a.offset - b.offset);
      this.tokenIssues.set(
        token,
        issues.map(({ word, offset }) => ({ word, offset, message: this.messages.get(word) ?? '' })),
      );
    });
  }

  /** The warning for `word`: the other variant's spelling, or a word no dictionary knows. */
  private async messageFor(word: string): Promise<string> {
    const spelling = this.ownWords.has(word.toLowerCase())
      ? undefined
      : siteSpellingCandidate(word, this.variant, this.inSiteDictionary);
    if (spelling !== undefined && (await this.otherVariantDictionary())(word.toLowerCase()))
      return `"${word}" is ${locales[otherThan(this.variant)].name} spelling; this site writes ${this.variantName} English: write "${spelling}"`;
    return unknownWordMessage(word, await this.suggestionsFor(word));
  }

  /** Whether the other variant's dictionary has a word; only its English dictionary is loaded, the first time. */
  private otherVariantDictionary(): Promise<WordTest> {
    this.otherVariantTest ??= (async () => {
      const other = otherThan(this.variant);
      const settings = await settingsFor(other, []);
      const name = locales[other].dictionary;
      const dictionary = dictionaryNamed(await getDictionary({ ...settings, dictionaries: [name] }), name);
      return (word: string) => dictionary.has(word, { ignoreCase: false });
    })();
    return this.otherVariantTest;
  }

  private async suggestionsFor(word: string): Promise<string[]> {
    this.suggestionDictionary ??= getDictionary(this.settings);
    const dictionary = await this.suggestionDictionary;
    const lower = word.toLowerCase();
    const seen = new Set<string>();
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

/** The warning for a word no dictionary knows, with up to three suggestions. */
export function unknownWordMessage(word: string, suggestions: readonly string[]): string {
  const quoted = suggestions.map((suggestion) => `"${suggestion}"`);
  const choices = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : quoted[0];
  const guess = choices ? ` (did you mean ${choices}?)` : '';
  return `"${word}" is not a known word${guess}; if it is spelled right (a name, a product, a place), add it to pages/_words.txt`;
}
