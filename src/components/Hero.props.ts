import { z } from 'zod';
import { headingText, mdxContent, shownText } from '../shared/props/prop-types';
import { linkAction } from './link-action';

export const heroProps = z
  .strictObject({
    title: headingText(1).describe('The page’s main heading (its one h1).'),
    eyebrow: shownText.optional().describe('A short label above the title.'),
    actions: z
      .array(linkAction)
      .max(2)
      .default([])
      .describe(
        'Up to two buttons, each its words and where it leads (e.g. "Contact us" leading to /contact-us); the first is the main one.',
      ),
    children: mdxContent.optional().describe('The lead paragraph under the title.'),
  })
  .describe('The page’s opening band: the one h1, a lead paragraph and up to two buttons.');

export type HeroProps = z.output<typeof heroProps>;
