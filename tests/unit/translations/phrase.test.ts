import { describe, expect, it } from 'vitest';
import { phrasesFor } from '../../../src/translations/phrase';

const translations = { hi: { 'Contact Us': 'संपर्क करें', Services: 'सेवाएँ' } };

describe('phrasesFor', () => {
  it('shows a label as written on a page in the default language, with no lang', () => {
    const say = phrasesFor(translations, 'en', 'en');
    expect(say('Contact Us')).toEqual({ text: 'Contact Us' });
    expect(say('Automotive')).toEqual({ text: 'Automotive' });
  });

  it('translates a label the language’s file has, in the page’s own language', () => {
    expect(phrasesFor(translations, 'hi', 'en')('Contact Us')).toEqual({ text: 'संपर्क करें' });
  });

  it('keeps a label the file leaves out in English, marked lang en', () => {
    expect(phrasesFor(translations, 'hi', 'en')('Automotive')).toEqual({ text: 'Automotive', lang: 'en' });
  });

  it('marks every label English for a language with no file', () => {
    expect(phrasesFor(translations, 'fr', 'en')('Services')).toEqual({ text: 'Services', lang: 'en' });
  });

  it('matches labels exactly and never reads inherited keys', () => {
    const say = phrasesFor(translations, 'hi', 'en');
    expect(say('contact us')).toEqual({ text: 'contact us', lang: 'en' });
    expect(say('constructor')).toEqual({ text: 'constructor', lang: 'en' });
    expect(say('toString')).toEqual({ text: 'toString', lang: 'en' });
  });
});
