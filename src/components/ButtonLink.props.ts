import { z } from 'zod';
import { address, mdxContent } from '../shared/props/prop-types';

export const buttonLinkProps = z
  .strictObject({
    href: address.describe('Where it goes: a path on this site such as /contact-us, or a full address.'),
    variant: z
      .enum(['primary', 'secondary'])
      .default('primary')
      .describe('primary is the filled button for the main action; secondary is outlined.'),
    children: mdxContent.describe('What the button says.'),
  })
  .describe('A link that looks like a button, for a call to action inside running content.');

export type ButtonLinkProps = z.output<typeof buttonLinkProps>;
