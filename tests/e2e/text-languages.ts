import type { Page } from 'playwright-core';

/** A piece of text a screen reader can read, with the language its nearest `lang` gives it. */
export interface LanguagedText {
  text: string;
  lang: string;
  /** Where it is: the element's tag, id and classes, or `tag[attribute]` for an attribute. */
  where: string;
}

/**
 * Every non-empty text node of the body and every text attribute read aloud (`aria-label`, `alt`,
 * `title`, `placeholder`), each with its computed language: the `lang` of its nearest ancestor
 * with one. Script, style and `aria-hidden` subtrees are left out: nothing reads them aloud (the
 * forms' honeypot label is one).
 */
export function languagedTexts(page: Page): Promise<LanguagedText[]> {
  return page.evaluate(() => {
    const skipped = (element: Element | null) =>
      !element || element.closest('script, style, template, [aria-hidden="true"]');
    const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? '';
    const describe = (element: Element) =>
      element.tagName.toLowerCase() +
      (element.id ? `#${element.id}` : '') +
      (element.className ? `.${String(element.className).split(' ')[0]}` : '');
    const found: { text: string; lang: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || skipped(parent)) continue;
      found.push({ text, lang: langOf(parent), where: describe(parent) });
    }
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
      for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
        const text = element.getAttribute(attribute)?.trim() ?? '';
        if (text && !skipped(element))
          found.push({ text, lang: langOf(element), where: `${describe(element)}[${attribute}]` });
      }
    }
    return found;
  });
}

/**
 * Latin words a Hindi text may hold without `lang="en"`: none. Brand names are written in
 * Devanagari in Hindi text (नॉर्थस्टार टेक्नोलॉजीज़) or marked English like any English words;
 * digits, punctuation and symbols (2010, 10,000+, ©, →) belong to no language and always pass.
 */
export const latinWordsAllowedInHindi: readonly string[] = [];

const latinWord = /[A-Za-z][A-Za-z'’-]*/g;
const devanagari = /[\u0900-\u097F]/;

/**
 * Texts read in the wrong language: Latin words whose computed language is Hindi (a screen reader
 * would read English words with Hindi pronunciation, WCAG 3.1.2), or Devanagari marked English.
 */
export function wronglyMarked(texts: readonly LanguagedText[]): string[] {
  return texts.flatMap(({ text, lang, where }) => {
    const base = lang.toLowerCase().split('-')[0];
    if (base === 'hi') {
      const words = (text.match(latinWord) ?? []).filter((word) => !latinWordsAllowedInHindi.includes(word));
      return words.length ? [`${where} (lang ${lang}): English words ${words.join(' ')} in "${text}"`] : [];
    }
    if (base === 'en' && devanagari.test(text)) return [`${where} (lang ${lang}): Devanagari in "${text}"`];
    return [];
  });
}
