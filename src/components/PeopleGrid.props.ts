import { z } from 'zod';
import { address, shownText } from '../shared/props/prop-types';

const person = z.strictObject({
  name: shownText.describe('Full name.'),
  role: shownText.describe('Job title.'),
  blurb: shownText.optional().describe('A few sentences; shown for executives.'),
  links: z
    .array(
      z.strictObject({
        label: shownText.describe('The link text, e.g. "LinkedIn".'),
        href: address.describe('The address.'),
      }),
    )
    .max(2)
    .optional()
    .describe('Up to two profile links.'),
});

export const peopleGridProps = z
  .strictObject({
    people: z
      .array(person)
      .min(1)
      .describe('The people, in order, each a name and a role, e.g. Ana Ruiz, Chief Executive Officer.'),
    variant: z
      .enum(['compact', 'executive'])
      .default('compact')
      .describe('executive: a large card per person with the blurb; compact: a dense grid.'),
  })
  .describe('People with initials avatars (never a broken image): a large card per executive, or a compact grid.');

export type PeopleGridProps = z.output<typeof peopleGridProps>;
