import type { ContentProblem } from './content-error';
import type { PageEntry } from './page-entry';
import { slugInFolder } from './route-path';
import { themesFolder } from './theme-paths';
import { lineOfPath } from './yaml-lines';

/** A page of the table, with the file name messages print and its frontmatter's YAML for line numbers. */
export interface ReferencingPage {
  entry: PageEntry;
  label: string;
  yaml: string;
}

/** A frontmatter field that names other pages by slug: the pages directly inside `folder`. */
interface ReferenceField {
  field: string;
  folder: string;
  /** "theme page", for "no theme page /insights/themes/x". */
  noun: string;
  /** "themes", for "the themes are a, b". */
  plural: string;
}

const referenceFields: readonly ReferenceField[] = [
  { field: 'themes', folder: themesFolder, noun: 'theme page', plural: 'themes' },
  { field: 'industry', folder: '/industries', noun: 'industry page', plural: 'industries' },
  { field: 'service', folder: '/services', noun: 'service page', plural: 'services' },
];

/** The slugs a page names in `field`, each with the YAML path of its value. */
function namedSlugs(entry: PageEntry, field: string): { slug: string; at: (string | number)[]; name: string }[] {
  const value = (entry.frontmatter as Record<string, unknown>)[field];
  if (typeof value === 'string') return [{ slug: value, at: [field], name: field }];
  if (!Array.isArray(value)) return [];
  return value.flatMap((slug, index) => (typeof slug === 'string' ? [{ slug, at: [field, index], name: `${field}[${index}]` }] : []));
}

/**
 * One problem for each slug in `themes`, `industry` or `service` with no page of that kind among
 * the pages of this build (a draft page counts only when drafts are built), on the line naming it:
 * a typo would otherwise quietly drop the page from the lists that should show it.
 */
export function pageReferenceProblems(pages: readonly ReferencingPage[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { field, folder, noun, plural } of referenceFields) {
    const known = pages.map(({ entry }) => slugInFolder(folder, entry.path)).filter((slug) => slug !== null);
    const knownSet = new Set(known);
    for (const { entry, label, yaml } of pages) {
      for (const { slug, at, name } of namedSlugs(entry, field)) {
        if (knownSet.has(slug)) continue;
        const line = lineOfPath(yaml, at);
        problems.push({
          file: label,
          ...(line === null ? {} : { line: line + 1 }),
          message: `${name}: no ${noun} ${folder}/${slug}; the ${plural} are ${known.sort().join(', ')}`,
        });
      }
    }
  }
  return problems;
}
