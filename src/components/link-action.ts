import { z } from 'zod';
import { address, shownText } from '../shared/props/prop-types';

/** A call to action: a label and where it goes, written `{{ label: 'Contact us', href: '/contact-us' }}`. */
export const linkAction = z.strictObject({
  label: shownText.describe('What the button says, e.g. "Talk to our team".'),
  href: address.describe(
    'Where it goes: a path on this site such as /contact-us, #section on this page, or a full address.',
  ),
});

export type LinkAction = z.output<typeof linkAction>;
