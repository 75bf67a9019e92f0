import { z } from 'zod';
import { inListOrder } from '../shared/list-order';
import type { PageEntry } from '../shared/page-entry';
import { shownText } from '../shared/props/prop-types';
import { sitePath } from '../shared/schema';

export const sectionIndexProps = z
  .strictObject({
    section: sitePath.describe('The section’s path, e.g. /services: its direct child pages are listed.'),
    exclude: z.array(sitePath).default([]).describe('Paths to leave out, e.g. a page listed elsewhere.'),
    linkLabel: shownText.default('Learn more').describe('The text of each card’s link.'),
  })
  .describe(
    'Every page directly under a section, as cards from their own title and description, in list order (dated pages newest first, then by `order`, then A to Z). Shows nothing when the section has no page under it.',
  );

export type SectionIndexProps = z.output<typeof sectionIndexProps>;

/** The pages a <SectionIndex> shows: those directly under `section`, but not `exclude`, in list order (`list-order.ts`). */
export function selectSectionPages<P extends PageEntry>(
  pages: readonly P[],
  { section, exclude }: SectionIndexProps,
): P[] {
  const prefix = `${section}/`;
  return inListOrder(
    pages.filter(
      ({ path }) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/') && !exclude.includes(path),
    ),
  );
}
