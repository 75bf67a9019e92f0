import { z } from 'zod';
import { researchTypes } from '../content/collections';

export const researchListProps = z
  .strictObject({
    type: z.enum(researchTypes).describe('Only items of this type, e.g. "White Paper".'),
  })
  .describe('Research items of one type, newest first, as cards. Shows nothing when there is none of that type.');

export type ResearchListProps = z.output<typeof researchListProps>;
