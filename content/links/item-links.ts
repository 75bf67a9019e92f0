import type { ContentProblem } from '../../src/shared/content-error';
import { lineOfPath } from '../yaml-lines';
import type { ItemFile } from '../items/item-files';

/** Why a link leads nowhere, or null: the build's link checker (`content/links/link-check.ts`) fits. */
export type CheckLink = (link: string, from: { path: string; allowHashLinks: boolean }) => string | null;

/** The fields of an item file that hold a link. */
const linkFields = ['link', 'stripLink'] as const;

/**
 * The links of `.yaml` item files that lead nowhere, on their lines. `#` is allowed: it marks a
 * document not published yet. `listPath` is the collection's listing page, the page such a link is
 * judged from (a draft may not be linked from it).
 */
export function itemLinkProblems(
  files: readonly ItemFile<Partial<Record<(typeof linkFields)[number], string>>>[],
  listPath: string,
  check: CheckLink,
): ContentProblem[] {
  return files.flatMap(({ label, text, data }) =>
    linkFields.flatMap((field) => {
      const link = data[field];
      const why = link === undefined || link === '#' ? null : check(link, { path: listPath, allowHashLinks: false });
      if (why === null) return [];
      const index = lineOfPath(text, [field]);
      return [{ file: label, ...(index === null ? {} : { line: index + 1 }), message: `${field}: ${why}` }];
    }),
  );
}
