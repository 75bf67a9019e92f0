import type { ContentProblem } from '../../src/shared/content-error';
import type { PageReads } from '../../src/entry-server';

/**
 * The shared labels (header, menus, breadcrumbs, footer, forms) that pages in another language
 * showed in English because their language's file (`pages/_translations/<lang>.yaml`) has no line
 * for them: one warning per label and language, at that file, naming the pages. The page still
 * ships, the label marked `lang="en"`; the warning is for whoever can add the translation.
 */
export function untranslatedLabels(
  reads: ReadonlyMap<string, PageReads>,
  pages: readonly { path: string; frontmatter: { lang: string } }[],
  pagesLabel: string,
): ContentProblem[] {
  const langOf = new Map(pages.map((page) => [page.path, page.frontmatter.lang]));
  // Language → label → the pages showing it in English.
  const found = new Map<string, Map<string, string[]>>();
  for (const [path, read] of reads) {
    const lang = langOf.get(path);
    if (!lang || !read.untranslated?.length) continue;
    const labels = found.get(lang) ?? new Map<string, string[]>();
    found.set(lang, labels);
    for (const label of read.untranslated) labels.set(label, [...(labels.get(label) ?? []), path]);
  }
  const problems: ContentProblem[] = [];
  for (const [lang, labels] of found)
    for (const [label, paths] of [...labels].sort(([a], [b]) => a.localeCompare(b))) {
      const shown = paths.sort();
      const where =
        shown.length > 3 ? `${shown.slice(0, 3).join(', ')} and ${shown.length - 3} more` : shown.join(', ');
      problems.push({
        file: `${pagesLabel}/_translations/${lang}.yaml`,
        message: `"${label}" shows in English on ${where}: add a line for it with its translation, as in ${JSON.stringify(label)}: …`,
        severity: 'warning',
      });
    }
  return problems;
}
