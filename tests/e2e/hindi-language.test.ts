import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, openPage } from './browser';
import { languagedTexts, wronglyMarked } from './text-languages';

describe('a Hindi page is Hindi throughout (WCAG 3.1.2)', () => {
  it('/hi/about-us: its header, menus, breadcrumbs, footer and form are Hindi, brand names marked English, and axe finds nothing', async () => {
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
      // Menu links to English-only pages are named in Hindi too, and so is the breadcrumb to the English home page.
      expect(texts).toContainEqual(expect.objectContaining({ text: 'ऑटोमोटिव', lang: 'hi' }));
      expect(texts).toContainEqual(
        expect.objectContaining({ text: 'मुखपृष्ठ', lang: 'hi', where: expect.stringMatching(/^a/) }),
      );
      // Nothing of the header, the breadcrumbs or the footer is English but the social networks' names
      // and the offices' postal addresses, written as the post reads them.
      const english = await page.$$eval(
        'header [lang="en"], nav[aria-label="आप यहाँ हैं"] [lang="en"], footer [lang="en"]',
        (elements) =>
          elements
            .filter((element) => !element.closest('address'))
            .map((element) => element.textContent?.trim() ?? '')
            .filter(Boolean),
      );
      expect(english.sort()).toEqual(['Facebook', 'LinkedIn', 'Twitter', 'YouTube']);
      expect(wronglyMarked(texts)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  for (const width of [1280, 375])
    it(`/hi at ${width} px: a Hindi index page listing the Hindi pages, Hindi throughout, axe clean`, async () => {
      const { page, problems, close } = await openPage({ viewport: { width, height: 900 } });
      try {
        const answer = await page.goto(baseUrl() + '/hi');
        expect(answer?.status()).toBe(200);
        expect(await page.locator('html').getAttribute('lang')).toBe('hi');
        const listed = page.locator('main').getByRole('link', { name: /पढ़ें/ });
        expect(await listed.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toContain(
          '/hi/about-us',
        );
        expect(wronglyMarked(await languagedTexts(page))).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });

  it('loads the Devanagari font where Devanagari shows: a Hindi page, the Hindi link of an English page, and no other', async () => {
    interface Visit {
      /** The font files the page fetched (Chromium's network log), with the bytes each response carried. */
      fonts: { path: string; bytes: number }[];
      /** Each declared face: "Noto Sans Devanagari 400 loaded". */
      faces: string[];
      /** The fonts Chromium drew the page's Hindi link with, where it has one. */
      linkDrawnWith: { familyName: string; isCustomFont: boolean }[];
      devanagariShown: boolean;
      problems: string[];
    }
    // Each page in a fresh context: a font another page fetched would come from the cache.
    const visit = async (path: string): Promise<Visit> => {
      const { page, problems, close } = await openPage();
      try {
        const fonts: Visit['fonts'] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'font')
            fonts.push({
              path: new URL(response.url()).pathname,
              bytes: Number(response.headers()['content-length'] ?? Number.NaN),
            });
        });
        await page.goto(baseUrl() + path, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const faces = await page.evaluate(() =>
          [...document.fonts].map((face) => `${face.family} ${face.weight} ${face.status}`).sort(),
        );
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument');
        const { nodeId } = await cdp.send('DOM.querySelector', {
          nodeId: root.nodeId,
          selector: 'main a[hreflang="hi"]',
        });
        const linkDrawnWith = nodeId
          ? (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts.map(({ familyName, isCustomFont }) => ({
              familyName,
              isCustomFont,
            }))
          : [];
        await cdp.detach();
        const devanagariShown = await page.evaluate(() => /[\u0900-\u097F]/.test(document.body.innerText));
        fonts.sort((a, b) => a.path.localeCompare(b.path));
        return { fonts, faces, linkDrawnWith, devanagariShown, problems: [...problems] };
      } finally {
        await close();
      }
    };
    const fontFile = (weight: number) => ({
      path: expect.stringMatching(new RegExp(`^/fonts/noto-sans-devanagari-${weight}\\.[0-9a-f]+\\.woff2$`)),
      bytes: expect.any(Number),
    });
    const noto = { familyName: 'Noto Sans Devanagari', isCustomFont: true };

    const hindi = await visit('/hi/about-us');
    expect(hindi.fonts).toEqual([fontFile(400), fontFile(700)]);
    expect(hindi.faces).toEqual(['Noto Sans Devanagari 400 loaded', 'Noto Sans Devanagari 700 loaded']);
    expect(hindi.problems).toEqual([]);

    // The English page's link to its Hindi version ("हिन्दी में पढ़ें") is drawn in the site's own
    // face, not in whatever the system has (boxes where it has nothing), at the cost of one file.
    const english = await visit('/about-us');
    expect(english.devanagariShown).toBe(true);
    expect(english.fonts).toEqual([fontFile(400)]);
    expect(english.fonts[0].bytes).toBeGreaterThan(10_000);
    expect(english.faces).toEqual(['Noto Sans Devanagari 400 loaded', 'Noto Sans Devanagari 700 unloaded']);
    expect(english.linkDrawnWith).toContainEqual(noto);
    expect(english.problems).toEqual([]);

    // Pages that show no Devanagari declare the font too, and fetch none of it: 0 bytes.
    for (const path of ['/', '/services/cloud', '/contact-us']) {
      const other = await visit(path);
      expect(other.devanagariShown, path).toBe(false);
      expect(other.fonts, path).toEqual([]);
      expect(other.faces, path).toEqual(['Noto Sans Devanagari 400 unloaded', 'Noto Sans Devanagari 700 unloaded']);
      expect(other.problems, path).toEqual([]);
    }
  });
});
