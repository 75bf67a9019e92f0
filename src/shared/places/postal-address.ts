import { z } from 'zod';
import { visibleText } from '../visible-text';

/** A two-letter country code of ISO 3166-1, the form search engines ask for: GB, IN, US, CA, JP. */
export const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code in capitals, e.g. GB, IN, US')
  .describe('The country as its two-letter ISO code, e.g. GB for the United Kingdom, IN for India, US, CA, JP.');

/** A street address, for the places search engines show beside a job or an event. */
export const postalAddressSchema = z
  .strictObject({
    street: visibleText(z.string().trim().min(1).max(120))
      .optional()
      .describe('Building and street, e.g. "1 Finsbury Avenue". Leave out when only the city is known.'),
    city: visibleText(z.string().trim().min(1).max(60)).describe('The town or city, e.g. "London".'),
    region: visibleText(z.string().trim().min(1).max(60))
      .optional()
      .describe('State, province or county where addresses name one, e.g. "Ontario", "Massachusetts", "Telangana".'),
    postalCode: z.string().trim().min(1).max(12).optional().describe('The postcode, e.g. "EC2M 2PF".'),
    country: countryCode,
  })
  .describe('The address, as search engines want it: city and country code at least.');

export type PostalAddress = z.output<typeof postalAddressSchema>;
