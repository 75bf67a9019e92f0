import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { ContentProblem } from '../../src/shared/content-error';
import { checkedDataFile } from '../data-file';
import { languages } from '../../src/shared/schema';
import { site } from '../../src/site';
import type { Translations } from '../../src/translations/phrase';
import { leavesFolder } from '../folder-files';

/** The folder, next to the pages, of one translation file per language: `_translations/hi.yaml`. */
export const translationsFolder = '_translations';

const english = z.string().trim().min(1).max(300);

/**
 * A translation file: each line is an English label of the header, menus or footer, a colon, and
 * the label in the file's language. A label the file leaves out shows in English, marked as such.
 */
export const translationFileSchema = z
  .object({})
  .catchall(z.string().trim().min(1).max(300))
  .superRefine((labels, context) => {
    for (const key of Object.keys(labels)) {
      if (!english.safeParse(key).success)
        context.addIssue({ code: 'custom', path: [key], message: 'the English label must be 1 to 300 characters' });
    }
  });

export interface ReadTranslations {
  /** Language → English label → translation; only the languages whose file is present and well formed. */
  translations: Translations;
  problems: ContentProblem[];
}

/** Reads and checks every `_translations/<lang>.yaml` of a content folder, with each problem's line. */
export function readTranslations(pagesDir: string, pagesLabel: string): ReadTranslations {
  const folder = join(pagesDir, translationsFolder);
  const translations: Translations = {};
  const problems: ContentProblem[] = [];
  if (!existsSync(folder)) return { translations, problems };
  const others = languages.filter((lang) => lang !== site.defaultLang);
  for (const name of readdirSync(folder).sort()) {
    // A link out of the folder or to nothing is listed by `readSite` (`folder-files.ts`), not read.
    if (leavesFolder(folder, join(folder, name))) continue;
    const file = `${pagesLabel}/${translationsFolder}/${name}`;
    const lang = name.replace(/\.yaml$/, '');
    if (!name.endsWith('.yaml') || !(others as readonly string[]).includes(lang)) {
      problems.push({
        file,
        message: `not a translation file: name each one after a language of the site and end it in .yaml (${others.map((other) => `${other}.yaml`).join(', ')})`,
      });
      continue;
    }
    const checked = checkedDataFile(file, readFileSync(join(folder, name), 'utf8'), translationFileSchema);
    if (checked.data) translations[lang] = checked.data;
    problems.push(...checked.problems);
  }
  return { translations, problems };
}
