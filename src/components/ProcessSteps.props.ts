import { z } from 'zod';
import { shownText } from '../shared/props/prop-types';

const step = z.strictObject({
  title: shownText.describe('The step’s name, e.g. "Assess".'),
  text: shownText.describe('A sentence on what happens in it.'),
});

export const processStepsProps = z
  .strictObject({
    steps: z
      .array(step)
      .min(1)
      .describe('The steps in order, each a title and a sentence, e.g. "Assess": "We map your estate."'),
  })
  .describe('A numbered approach (Assess, Transform, …) that reads left to right.');

export type ProcessStepsProps = z.output<typeof processStepsProps>;
