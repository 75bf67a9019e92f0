import { z } from 'zod';
import { shownText } from '../../shared/props/prop-types';

export const newsletterFormProps = z
  .strictObject({
    label: shownText.default('Email address').describe('The label of the email field.'),
  })
  .describe('A newsletter sign-up: one email field and Subscribe (works without JavaScript).');

export type NewsletterFormProps = z.output<typeof newsletterFormProps>;
