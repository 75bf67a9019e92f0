import { z } from 'zod';
import { headingText, mdxContent } from '../shared/props/prop-types';
import { linkAction } from './link-action';

export const ctaBannerProps = z
  .strictObject({
    title: headingText(2).describe('The heading of the call to action.'),
    action: linkAction.describe(
      'The button: its words and where it leads, e.g. "Talk to our team" leading to /contact-us.',
    ),
    children: mdxContent.optional().describe('A sentence under the heading.'),
  })
  .describe('The closing call to action of a page, on the accent band.');

export type CtaBannerProps = z.output<typeof ctaBannerProps>;
