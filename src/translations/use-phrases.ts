import { translations } from 'virtual:page-index';
import { noteContentFile, pageAt } from '../shared/pages';
import { site } from '../site';
import { phrasesFor, type Phrase } from './phrase';
import { useCurrentPath } from '../layout/current-path';

export type { Phrase } from './phrase';

/**
 * The shared labels in the language of the page being rendered (`pages/_translations/<lang>.yaml`):
 * `say('Contact Us')` is `{ text: 'संपर्क करें' }` on a Hindi page, `{ text: 'Contact Us', lang: 'en' }`
 * there when the file has no such label, and `{ text: 'Contact Us' }` on an English page.
 */
export function usePhrases(): (english: string) => Phrase {
  const lang = pageAt(useCurrentPath())?.frontmatter.lang ?? site.defaultLang;
  if (lang !== site.defaultLang) noteContentFile(`_translations/${lang}.yaml`, 'translations');
  return phrasesFor(translations, lang, site.defaultLang);
}

/** `{ lang: 'en' }` on pages in another language, for text that stays English (addresses, names); else nothing. */
export function useEnglishMark(): { lang?: string } {
  const lang = pageAt(useCurrentPath())?.frontmatter.lang ?? site.defaultLang;
  return lang === site.defaultLang ? {} : { lang: site.defaultLang };
}
