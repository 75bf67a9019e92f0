import { z } from 'zod';
import { text } from '../content/components/prop-types';

const pressItem = z.strictObject({
  label: text.describe('What it is, e.g. "Press release", "Results".'),
  title: text.describe('The headline.'),
  href: text.describe('Where it leads.'),
});

export const pressStripProps = z
  .strictObject({
    items: z.array(pressItem).min(1).describe("The releases, one line each, e.g. [{ label: 'Results', title: 'Q1 results', href: '/investors' }]."),
    title: text.default('Press releases').describe('The name of the band, read out by screen readers.'),
  })
  .describe('A band of recent press releases, one line each.');

export type PressStripProps = z.output<typeof pressStripProps>;
