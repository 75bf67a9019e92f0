import type { FormDefinition } from './form-definition';

/**
 * The contact page's form (specification, section 5). "Product Demo" is added to the inquiry
 * types: the page's FAQ tells visitors to request a demo with it, and the specification's list lacked it.
 */
export const contactForm: FormDefinition = {
  id: 'contact',
  submitLabel: 'Send message',
  fields: [
    {
      name: 'firstName',
      label: 'First name',
      type: 'text',
      required: true,
      autocomplete: 'given-name',
      maxLength: 200,
    },
    { name: 'lastName', label: 'Last name', type: 'text', required: true, autocomplete: 'family-name', maxLength: 200 },
    { name: 'email', label: 'Business email', type: 'email', required: true, autocomplete: 'email', maxLength: 254 },
    { name: 'phone', label: 'Phone', type: 'tel', required: false, autocomplete: 'tel', maxLength: 40 },
    { name: 'company', label: 'Company', type: 'text', required: true, autocomplete: 'organization', maxLength: 200 },
    {
      name: 'jobTitle',
      label: 'Job title',
      type: 'text',
      required: true,
      autocomplete: 'organization-title',
      maxLength: 200,
    },
    {
      name: 'country',
      label: 'Country/Region',
      type: 'select',
      required: true,
      placeholder: 'Select Country/Region',
      autocomplete: 'country',
      options: [
        { value: 'US', label: 'United States' },
        { value: 'CA', label: 'Canada' },
        { value: 'UK', label: 'United Kingdom' },
        { value: 'IN', label: 'India' },
        { value: 'AU', label: 'Australia' },
        { value: 'SG', label: 'Singapore' },
        { value: 'Other', label: 'Other' },
      ],
    },
    {
      name: 'inquiryType',
      label: 'Inquiry type',
      type: 'select',
      required: true,
      placeholder: 'Select Inquiry Type',
      options: [
        { value: 'Sales', label: 'Sales Inquiry' },
        { value: 'Partnership', label: 'Partnership Opportunity' },
        { value: 'Support', label: 'Technical Support' },
        { value: 'Careers', label: 'Careers Information' },
        { value: 'Product Demo', label: 'Product Demo' },
        { value: 'Other', label: 'Other' },
      ],
    },
    { name: 'message', label: 'Message', type: 'textarea', required: true, rows: 5, maxLength: 5000 },
    {
      name: 'consent',
      shortLabel: 'Consent',
      label:
        'I agree to receive marketing communications from Northstar Technologies and understand I can unsubscribe at any time. See our',
      type: 'checkbox',
      required: true,
      link: { text: 'privacy policy', href: '/privacy' },
    },
  ],
};
