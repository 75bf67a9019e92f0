import type { ContentProblem } from '../src/shared/content-error';
import { languages } from '../src/shared/schema';
import { lineOfPath } from './yaml-lines';

const languageNames: Record<Exclude<(typeof languages)[number], 'en'>, string> = { hi: 'Hindi' };

/**
 * A page under `pages/<lang>/` (`hi/about-us.mdx`) is that language's translation of the page
 * without the prefix, so it must say so: without `lang: hi` it would be served as English
 * (`<html lang="en">`, English fonts and labels, in the English search index).
 */
export function languageFolderProblem(
  file: string,
  label: string,
  frontmatter: { lang?: unknown },
  yaml: string,
  frontmatterLines: number,
): ContentProblem | null {
  const folder = file.split('/')[0];
  const lang = languages.find((code): code is keyof typeof languageNames => code !== 'en' && code === folder);
  if (!lang || frontmatter.lang === lang) return null;
  const index = lineOfPath(yaml, ['lang']);
  const fix = index === null ? 'add' : 'write';
  return {
    file: label,
    line: index === null ? frontmatterLines : index + 1,
    message: `lang: this page is in the ${lang}/ folder, so it is in ${languageNames[lang]}; ${fix} lang: ${lang}`,
  };
}
