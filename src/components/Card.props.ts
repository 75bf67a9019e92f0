import { z } from 'zod';
import { address, headingText, mdxContent, shownText } from '../shared/props/prop-types';

export const cardProps = z
  .strictObject({
    title: headingText(3).describe('The card heading.'),
    eyebrow: shownText.optional().describe('A short label above the title, e.g. "24/7 support".'),
    href: address.optional().describe('When set, the card ends with a link to this address.'),
    linkLabel: shownText
      .default('Learn more')
      .describe('The text of the link at the end of the card (only with a link).'),
    children: mdxContent.optional().describe('The card text.'),
  })
  .describe('A titled card for a service, capability or point, usually inside a <CardGrid>.');

export type CardProps = z.output<typeof cardProps>;
