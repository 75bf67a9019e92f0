import type { FormDefinition } from './form-definition';

/** The footer's inquiry form (specification, section 5). */
export const inquiryForm: FormDefinition = {
  id: 'inquiry',
  submitLabel: 'Send inquiry',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, autocomplete: 'name', maxLength: 200 },
    { name: 'email', label: 'Email', type: 'email', required: true, autocomplete: 'email', maxLength: 254 },
    {
      name: 'organization',
      label: 'Organization',
      type: 'text',
      required: true,
      autocomplete: 'organization',
      maxLength: 200,
    },
    { name: 'phone', label: 'Contact Number', type: 'tel', required: true, autocomplete: 'tel', maxLength: 40 },
    {
      name: 'region',
      label: 'Region',
      type: 'select',
      required: true,
      placeholder: 'Select a region',
      // Our sales regions, not part of the visitor's address: without this, browsers guess an
      // address field from the name "region" (and Chromium reports the name as a form issue).
      autocomplete: 'off',
      options: [
        { value: 'na', label: 'North America' },
        { value: 'eu', label: 'Europe' },
        { value: 'ap', label: 'Asia Pacific' },
        { value: 'la', label: 'Latin America' },
      ],
    },
    {
      name: 'inquiryType',
      label: 'Inquiry Type',
      type: 'select',
      required: true,
      placeholder: 'Select an inquiry type',
      options: [
        { value: 'services', label: 'Services' },
        { value: 'careers', label: 'Careers' },
        { value: 'partnership', label: 'Partnership' },
        { value: 'media', label: 'Media' },
      ],
    },
    { name: 'message', label: 'Message', type: 'textarea', required: false, rows: 5, maxLength: 5000 },
    {
      name: 'consent',
      shortLabel: 'Consent',
      label:
        'I agree to be contacted by Northstar Technologies about my inquiry and to the processing of my personal data as described in the',
      type: 'checkbox',
      required: true,
      link: { text: 'privacy policy', href: '/privacy' },
    },
  ],
};
