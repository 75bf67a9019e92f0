import { z } from 'zod';
import { vocabulary } from '../shared/vocabularies/vocabulary';

export const researchListProps = z
  .strictObject({
    type: vocabulary('researchTypes').describe(
      'Only items of this type, one of the research types in `pages/_vocabularies.yaml`, e.g. "White Paper".',
    ),
  })
  .describe('Research items of one type, newest first, as cards. Shows nothing when there is none of that type.');

export type ResearchListProps = z.output<typeof researchListProps>;
