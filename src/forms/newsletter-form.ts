import type { FormDefinition } from './form-definition';

/** The newsletter boxes on the insights pages: an email address, nothing else (specification, section 5). */
export const newsletterForm: FormDefinition = {
  id: 'newsletter',
  submitLabel: 'Subscribe',
  fields: [
    { name: 'email', label: 'Email address', type: 'email', required: true, autocomplete: 'email', maxLength: 254 },
  ],
};
