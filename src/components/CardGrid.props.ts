import { z } from 'zod';
import { mdxContent } from '../shared/props/prop-types';

export const cardGridProps = z
  .strictObject({
    columns: z.literal([2, 3, 4]).default(3).describe('How many cards side by side on a wide screen: 2, 3 or 4.'),
    children: mdxContent.describe('The cards, e.g. <Card> elements.'),
  })
  .describe('Lays cards out in equal columns that collapse to one on narrow screens.');

export type CardGridProps = z.output<typeof cardGridProps>;
