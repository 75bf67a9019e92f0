import { z } from 'zod';
import { mdxContent, shownText } from '../shared/props/prop-types';

export const faqProps = z
  .strictObject({
    question: shownText.describe('The question, always shown.'),
    children: mdxContent.describe('The answer, shown when the question is opened.'),
  })
  .describe('One question and its answer that opens and closes (no JavaScript needed).');

export type FaqProps = z.output<typeof faqProps>;
