import { z } from 'zod';
import { shownText } from '../shared/props/prop-types';

const stat = z.strictObject({
  value: shownText.describe('The figure as it should read, e.g. "550+".'),
  label: shownText.describe('What it counts, e.g. "clients".'),
});

export const statsGridProps = z
  .strictObject({
    stats: z.array(stat).min(1).describe('The figures, each a value and what it counts, e.g. 550+ clients.'),
    tone: z.enum(['default', 'inverse']).default('default').describe('inverse for a dark band.'),
  })
  .describe('Key figures, large, with their labels.');

export type StatsGridProps = z.output<typeof statsGridProps>;
