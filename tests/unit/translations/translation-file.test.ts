import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/shared/content-error';
import { readTranslations } from '../../../content/translations/translation-file';

let dir: string | undefined;

function pagesWith(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'translations-'));
  mkdirSync(join(dir, '_translations'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, '_translations', name), text);
  return dir;
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const messages = (pagesDir: string) => readTranslations(pagesDir, 'pages').problems.map(formatProblem);

describe('readTranslations', () => {
  it('reads each language’s labels', () => {
    const pagesDir = pagesWith({ 'hi.yaml': '# Hindi\nContact Us: संपर्क करें\n"Region": क्षेत्र\n' });
    expect(readTranslations(pagesDir, 'pages')).toEqual({
      translations: { hi: { 'Contact Us': 'संपर्क करें', Region: 'क्षेत्र' } },
      problems: [],
    });
  });

  it('has nothing to read, and nothing to report, without the folder', () => {
    dir = mkdtempSync(join(tmpdir(), 'translations-'));
    expect(readTranslations(dir, 'pages')).toEqual({ translations: {}, problems: [] });
  });

  it('names the file and line of a label with no translation or a list for one', () => {
    const pagesDir = pagesWith({ 'hi.yaml': 'Contact Us: संपर्क करें\nNews:\nEvents:\n  - कार्यक्रम\n' });
    expect(messages(pagesDir)).toEqual([
      'pages/_translations/hi.yaml:2: News: Must be text',
      'pages/_translations/hi.yaml:3: Events: Must be text',
    ]);
  });

  it('explains an unquoted colon', () => {
    const pagesDir = pagesWith({ 'hi.yaml': 'Contact Us: संपर्क करें\nRegion: choose: क्षेत्र\n' });
    expect(messages(pagesDir)).toEqual([
      'pages/_translations/hi.yaml:2: this line is not one field, "name: value": if the value contains a colon, put the whole value in quotes',
    ]);
  });

  it('refuses a file named after no language of the site', () => {
    const pagesDir = pagesWith({ 'fr.yaml': 'News: Actualités\n', 'hi.yml': 'News: समाचार\n' });
    expect(messages(pagesDir)).toEqual([
      'pages/_translations/fr.yaml: not a translation file: name each one after a language of the site and end it in .yaml (hi.yaml)',
      'pages/_translations/hi.yml: not a translation file: name each one after a language of the site and end it in .yaml (hi.yaml)',
    ]);
  });

  it('reads the site’s own Hindi file, which translates the menus’ buttons and the Contact button', () => {
    const root = join(import.meta.dirname, '../../..');
    const { translations, problems } = readTranslations(join(root, 'pages'), 'pages');
    expect(problems).toEqual([]);
    const hindi = translations.hi ?? {};
    const navigation = readFileSync(join(root, 'pages/_navigation.yaml'), 'utf8');
    for (const label of ['Industries', 'Services', 'Insights', 'About', 'Contact Us'])
      expect(navigation, label).toContain(`label: ${label}\n`);
    expect(['Industries', 'Services', 'Insights', 'About', 'Contact Us'].map((label) => hindi[label])).toEqual([
      'उद्योग',
      'सेवाएँ',
      'इनसाइट्स',
      'हमारे बारे में',
      'संपर्क करें',
    ]);
  });
});
