import { describe, expect, it } from 'vitest';
import { englishOnTranslatedPage } from '../../../../content/markup/english-on-translations';

const page = (body: string) => `---\ntitle: हमारी कहानी\ndescription: विवरण\nlang: hi\n---\n\n${body}\n`;

describe('English left on a Hindi page', () => {
  it('warns at the line of three or more English words in a row, naming the language', () => {
    expect(
      englishOnTranslatedPage(
        'pages/hi/about-us.mdx',
        page('हम 2010 से काम कर रहे हैं।\n\nWe help banks modernise their cores.'),
        'hi',
      ),
    ).toEqual([
      {
        file: 'pages/hi/about-us.mdx',
        line: 9,
        message:
          'English on a page in Hindi ("We help banks modernise their cores"): translate it, or, where it must stay English, mark it so screen readers read it as English: <span lang="en">…</span>',
        severity: 'warning',
      },
    ]);
  });

  it('leaves names and text marked English alone', () => {
    expect(
      englishOnTranslatedPage(
        'pages/hi/about-us.mdx',
        page(
          'नॉर्थस्टार NVIDIA और Northstar Technologies के साथ।\n\n<p lang="en"><a href="/about-us">Read in English</a></p>',
        ),
        'hi',
      ),
    ).toEqual([]);
  });
});
