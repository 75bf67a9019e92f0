import { noteUntranslated } from '../shared/render-reads';

/** Language → English label → the label in that language. */
export type Translations = Partial<Record<string, Readonly<Record<string, string>>>>;

/** A label as a page shows it; `lang` is set when it differs from the page's own language. */
export interface Phrase {
  text: string;
  lang?: string;
}

/**
 * Looks up the shared labels (header, menus, footer, forms) for a page in `lang`. A page in the
 * default language shows them as written; a page in another language shows the translation, or
 * the English label with `lang: 'en'`, so screen readers read it as English (WCAG 3.1.2).
 */
export function phrasesFor(translations: Translations, lang: string, defaultLang: string): (english: string) => Phrase {
  if (lang === defaultLang) return (english) => ({ text: english });
  const table = translations[lang] ?? {};
  return (english) => {
    const translated = Object.hasOwn(table, english) ? table[english] : undefined;
    // A label written as itself (`LinkedIn: LinkedIn`) stays English on purpose: marked, not reported.
    if (translated === english) return { text: english, lang: defaultLang };
    if (translated !== undefined) return { text: translated };
    noteUntranslated(english);
    return { text: english, lang: defaultLang };
  };
}
