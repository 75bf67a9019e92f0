import { z } from 'zod';
import { count, shownText } from '../shared/props/prop-types';

export const pressStripProps = z
  .strictObject({
    limit: count.default(3).describe('At most this many lines, newest first.'),
    title: shownText.default('Press releases').describe('The name of the band, read out by screen readers.'),
  })
  .describe('A band of the news items that have a `stripTitle`, newest first, one line each: label and headline.');

export type PressStripProps = z.output<typeof pressStripProps>;
