import type { FileKind, FormDefinition } from './form-definition';

/** The CV kinds taken: what recruiters can open everywhere, and nothing that runs code. */
export const cvKinds: readonly FileKind[] = [
  { label: 'PDF', mediaType: 'application/pdf', extension: 'pdf' },
  {
    label: 'DOCX',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  { label: 'ODT', mediaType: 'application/vnd.oasis.opendocument.text', extension: 'odt' },
];

/** The job page the application is for: the hidden field every job page's form fills in. */
export const jobFieldName = 'job';

/** Every job page's Apply form (`JobApplication.tsx`); sent as multipart/form-data with the CV. */
export const applicationForm: FormDefinition = {
  id: 'application',
  submitLabel: 'Send application',
  fields: [
    { name: 'name', label: 'Full name', type: 'text', required: true, autocomplete: 'name', maxLength: 200 },
    { name: 'email', label: 'Email', type: 'email', required: true, autocomplete: 'email', maxLength: 254 },
    { name: 'phone', label: 'Phone', type: 'tel', required: false, autocomplete: 'tel', maxLength: 40 },
    {
      name: 'profile',
      label: 'Profile or portfolio link',
      type: 'url',
      required: false,
      autocomplete: 'url',
      maxLength: 500,
    },
    { name: 'coverNote', label: 'Cover note', type: 'textarea', required: true, rows: 6, maxLength: 5000 },
    {
      name: 'cv',
      label: 'CV (PDF, DOCX or ODT, at most 5 MB)',
      shortLabel: 'CV',
      type: 'file',
      required: true,
      kinds: cvKinds,
      maxBytes: 5 * 1024 * 1024,
    },
    {
      name: 'consent',
      shortLabel: 'Consent',
      label:
        'I agree that Northstar Technologies keeps my application and CV to consider me for this and similar roles, for up to 12 months. See our',
      type: 'checkbox',
      required: true,
      link: { text: 'privacy policy', href: '/privacy' },
    },
    { name: jobFieldName, label: 'Job', type: 'hidden', required: true, maxLength: 200 },
  ],
};
