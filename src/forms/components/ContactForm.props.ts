import { z } from 'zod';

export const contactFormProps = z
  .strictObject({})
  .describe('The contact form: posts without JavaScript; fields marked * are required.');

export type ContactFormProps = z.output<typeof contactFormProps>;
