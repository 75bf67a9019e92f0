import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { untranslatedLabels } from '../../../builder/pages/untranslated-labels';
import { renderReadsSlot, type RenderReads } from '../../../src/shared/render-reads';
import { phrasesFor } from '../../../src/translations/phrase';

const translations = { hi: { 'Contact Us': 'संपर्क करें', Services: 'सेवाएँ', LinkedIn: 'LinkedIn' } };

/** What a render of `run` noted as shown in English (the server entry opens such a record around each render). */
function untranslatedIn(run: () => void): string[] {
  const slots = globalThis as Record<symbol, AsyncLocalStorage<RenderReads> | undefined>;
  const store = (slots[renderReadsSlot] ??= new AsyncLocalStorage<RenderReads>());
  const reads: RenderReads = { files: new Map(), shown: new Map(), components: new Set(), untranslated: new Set() };
  store.run(reads, run);
  return [...reads.untranslated];
}

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

  it('keeps a label written as itself English on purpose, marked, and notes only the ones left out', () => {
    const say = phrasesFor(translations, 'hi', 'en');
    const noted = untranslatedIn(() => {
      expect(say('LinkedIn')).toEqual({ text: 'LinkedIn', lang: 'en' });
      expect(say('Automotive')).toEqual({ text: 'Automotive', lang: 'en' });
      expect(say('Services')).toEqual({ text: 'सेवाएँ' });
    });
    expect(noted).toEqual(['Automotive']);
  });

  it('warns once per label at the language’s file, naming the pages that show it in English', () => {
    const reads = new Map([
      ['/hi/about-us', { files: {}, components: [], untranslated: ['Automotive', 'Retail'] }],
      ['/hi/careers', { files: {}, components: [], untranslated: ['Automotive'] }],
      ['/about-us', { files: {}, components: [] }],
    ]);
    const pages = [
      { path: '/hi/about-us', frontmatter: { lang: 'hi' } },
      { path: '/hi/careers', frontmatter: { lang: 'hi' } },
      { path: '/about-us', frontmatter: { lang: 'en' } },
    ];
    expect(untranslatedLabels(reads, pages, 'pages')).toEqual([
      {
        file: 'pages/_translations/hi.yaml',
        message:
          '"Automotive" shows in English on /hi/about-us, /hi/careers: add a line for it with its translation, as in "Automotive": …',
        severity: 'warning',
      },
      {
        file: 'pages/_translations/hi.yaml',
        message: '"Retail" shows in English on /hi/about-us: add a line for it with its translation, as in "Retail": …',
        severity: 'warning',
      },
    ]);
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
