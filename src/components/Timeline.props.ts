import { z } from 'zod';
import { shownText } from '../shared/props/prop-types';

const milestone = z.strictObject({
  year: shownText.describe('The year, as it should read.'),
  title: shownText.describe('What happened, in a few words.'),
  text: shownText.describe('A sentence or two.'),
});

export const timelineProps = z
  .strictObject({
    milestones: z
      .array(milestone)
      .min(1)
      .describe('The milestones in order, each a year, a title and a sentence, e.g. 2009, "Founded".'),
  })
  .describe('Milestones in order, with the year as the marker.');

export type TimelineProps = z.output<typeof timelineProps>;
