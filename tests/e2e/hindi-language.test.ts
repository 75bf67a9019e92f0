import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, openPage } from './browser';
import { languagedTexts, wronglyMarked } from './text-languages';

describe('a Hindi page is Hindi throughout (WCAG 3.1.2)', () => {
  it('/hi/about-us: its header, menus, footer and form are Hindi, or marked English, and axe finds nothing', async () => {
    const { page, problems, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/hi/about-us');
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      const texts = await languagedTexts(page);
      // The chrome is translated, not just marked: its fixed labels read in Hindi.
      for (const label of ['मुख्य सामग्री पर जाएँ', 'संपर्क करें', 'उद्योग', 'हमसे जुड़ें', 'पूछताछ भेजें', 'नाम'])
        expect(
          texts.filter(({ text, lang }) => text === label && lang === 'hi'),
          label,
        ).not.toEqual([]);
      // Menu links naming English-only pages stay English, marked.
      expect(texts).toContainEqual(expect.objectContaining({ text: 'Automotive', lang: 'en' }));
      expect(wronglyMarked(texts)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('loads the Devanagari font there, and no font file on English pages', async () => {
    const { page, close } = await openPage();
    try {
      const fontsLoaded = async (path: string) => {
        const fonts: string[] = [];
        const listener = (response: import('playwright-core').Response) => {
          if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
        };
        page.on('response', listener);
        await page.goto(baseUrl() + path, { waitUntil: 'networkidle' });
        page.off('response', listener);
        return fonts.sort();
      };
      expect(await fontsLoaded('/hi/about-us')).toEqual([
        expect.stringMatching(/^\/fonts\/noto-sans-devanagari-400\.[0-9a-f]+\.woff2$/),
        expect.stringMatching(/^\/fonts\/noto-sans-devanagari-700\.[0-9a-f]+\.woff2$/),
      ]);
      const faces = await page.evaluate(() =>
        [...document.fonts].map((face) => `${face.family} ${face.weight} ${face.status}`).sort(),
      );
      expect(faces).toEqual(['Noto Sans Devanagari 400 loaded', 'Noto Sans Devanagari 700 loaded']);
      for (const path of ['/', '/about-us', '/services/cloud']) expect(await fontsLoaded(path), path).toEqual([]);
    } finally {
      await close();
    }
  });
});
