import { z } from 'zod';
import { headingText, mdxContent, shownText } from '../shared/props/prop-types';

export const sectionProps = z
  .strictObject({
    title: headingText(2).optional().describe('The band’s heading (an h2).'),
    eyebrow: shownText.optional().describe('A short label above the title.'),
    id: z
      .string()
      .regex(/^[A-Za-z][\w-]*$/, 'must be an element id such as financials')
      .optional()
      .describe('An anchor for links such as /investors#financials.'),
    tone: z
      .enum(['default', 'muted'])
      .default('default')
      .describe('muted sets the section on a light grey band, to separate it from its neighbours.'),
    intro: shownText.optional().describe('A sentence under the title.'),
    children: mdxContent.optional().describe('What the band holds: text, cards, lists.'),
  })
  .describe('A titled band of the page; the title is an h2 and the content follows the site’s type scale.');

export type SectionProps = z.output<typeof sectionProps>;
