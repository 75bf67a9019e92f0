/** The script each language other than English is written in. */
const scripts: Readonly<Record<string, RegExp>> = { hi: /\p{Script=Devanagari}/u };

/**
 * The languages, besides the page's own, whose index a query needs: those whose script it is
 * written in. Pagefind searches the index of the page's `<html lang>`; a query in Devanagari on
 * an English page is looking for the Hindi pages.
 */
export function extraLanguagesFor(query: string, pageLang: string): string[] {
  return Object.keys(scripts).filter((lang) => lang !== pageLang && scripts[lang].test(query));
}
