import { z } from 'zod';
import { vocabulary } from '../shared/vocabularies/vocabulary';

export const researchListProps = z
  .strictObject({
    type: vocabulary('researchTypes').describe(
      'Only items of this type, one of the research types (the Vocabularies file lists them), e.g. "White Paper".',
    ),
  })
  .describe('Research items of one type, newest first, as cards. Shows nothing when there is none of that type.');

export type ResearchListProps = z.output<typeof researchListProps>;
