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
import { siteSpellingOf, type EnglishVariant } from './variant-spelling';

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

/**
 * cspell with the English dictionary of the site's variant, software terms, company names and the
 * site's own words. Loading the dictionaries takes about two seconds: load one per process.
 */
export class SpellChecker {
  // The same unknown word on many pages costs one search for suggestions.
  private readonly suggested = new Map<string, string[]>();
  // What cspell and the variant rule find in each token (a word, or words joined by - or '), by its text.
  private readonly tokenIssues = new Map<string, { word: string; offset: number }[]>();

  private constructor(
    private readonly variant: EnglishVariant,
    private readonly settings: CSpellSettings,
    private readonly dictionary: SpellingDictionaryCollection,
    private readonly inVariant: Record<EnglishVariant, (word: string) => boolean>,
    private readonly ownWords: ReadonlySet<string>,
  ) {}

  static async load(variant: EnglishVariant, words: readonly string[]): Promise<SpellChecker> {
    const settings = await settingsFor(variant, words);
    const otherVariant: EnglishVariant = variant === 'british' ? 'american' : 'british';
    const [dictionary, other] = await Promise.all([
      getDictionary(settings),
      settingsFor(otherVariant, []).then(getDictionary),
    ]);
    const own = dictionaryNamed(dictionary, locales[variant].dictionary);
    const others = dictionaryNamed(other, locales[otherVariant].dictionary);
    const test = (dictionaryOf: typeof own) => (word: string) => dictionaryOf.has(word, { ignoreCase: false });
    const inVariant = { [variant]: test(own), [otherVariant]: test(others) } as Record<
      EnglishVariant,
      (word: string) => boolean
    >;
    return new SpellChecker(variant, settings, dictionary, inVariant, new Set(words.map((word) => word.toLowerCase())));
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
    await this.learn(new Set(tokens.map((match) => match[0])));
    const findings: SpellingFinding[] = [];
    for (const { 0: tokenText, index } of tokens) {
      for (const { word, offset } of this.tokenIssues.get(tokenText) ?? []) {
        const spelling = this.ownWords.has(word.toLowerCase())
          ? undefined
          : siteSpellingOf(word, this.variant, this.inVariant);
        const message = spelling
          ? this.variantMessage(word, spelling)
          : unknownWordMessage(word, this.suggestionsFor(word));
        findings.push({ word, offset: index + offset, message });
      }
    }
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
      this.tokenIssues.set(token, []);
    }
    const issues = await validateText(joined, this.settings, { generateSuggestions: false });
    for (const { text: word, offset } of issues) {
      let index = starts.length - 1;
      while (index > 0 && starts[index] > offset) index--;
      this.tokenIssues.get(unseen[index])?.push({ word, offset: offset - starts[index] });
    }
    // cspell takes words both variants know; the site's choice refuses the other's spellings.
    for (const token of unseen) {
      for (const { 0: word, index } of token.matchAll(latinWord)) {
        const issues = this.tokenIssues.get(token) ?? [];
        if (issues.some((issue) => issue.offset === index)) continue;
        if (!this.ownWords.has(word.toLowerCase()) && siteSpellingOf(word, this.variant, this.inVariant))
          issues.push({ word, offset: index });
        issues.sort((a, b) => a.offset - b.offset);
      }
    }
  }

  private variantMessage(word: string, spelling: string): string {
    const other: EnglishVariant = this.variant === 'british' ? 'american' : 'british';
    return `"${word}" is ${locales[other].name} spelling; this site writes ${this.variantName} English: write "${spelling}"`;
  }

  private suggestionsFor(word: string): string[] {
    let suggestions = this.suggested.get(word);
    if (!suggestions) {
      const lower = word.toLowerCase();
      const seen = new Set<string>();
      const capital = /^\p{Lu}/u.test(word);
      suggestions = this.dictionary
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
        .slice(0, 3);
      this.suggested.set(word, suggestions);
    }
    return suggestions;
  }
}

/** The warning for a word no dictionary knows, with up to three suggestions. */
export function unknownWordMessage(word: string, suggestions: readonly string[]): string {
  const quoted = suggestions.map((suggestion) => `"${suggestion}"`);
  const choices = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : quoted[0];
  const guess = choices ? ` (did you mean ${choices}?)` : '';
  return `"${word}" is not a known word${guess}; if it is spelled right (a name, a product, a place), add it to pages/_words.txt`;
}
