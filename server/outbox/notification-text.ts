import { labelOf } from '../../src/forms/check-submission';
import type { FormDefinition } from '../../src/forms/form-definition';
import type { SubmissionRecord } from '../store/submission-record';

export interface NotificationMail {
  subject: string;
  /** The submitter's address, for Reply-To, when the form asked for one. */
  replyTo?: string;
  text: string;
  html: string;
}

const formNames: Record<FormDefinition['id'], string> = {
  inquiry: 'Inquiry',
  contact: 'Contact',
  newsletter: 'Newsletter',
  application: 'Job application',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function shown(value: string | boolean | undefined): string {
  if (value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

/** Who sent it: a name from the fields, else the email address. Line breaks are impossible here (single-line fields). */
function submitter(record: SubmissionRecord): string {
  const { fields } = record;
  const name = [fields.name, fields.firstName, fields.lastName].filter((part) => typeof part === 'string' && part);
  const email = typeof fields.email === 'string' ? fields.email : undefined;
  if (name.length) return email ? `${name.join(' ')} <${email}>` : name.join(' ');
  return email ?? 'a visitor';
}

/**
 * The mail about one submission: subject naming the form and the submitter, every field of the
 * form with its label (in the form's order, an empty one as a dash), the uploaded file's name, type
 * and size, `fileNote` (where the file is), the consent given, plain text and HTML alike.
 */
export function notificationMail(
  definition: FormDefinition,
  record: SubmissionRecord,
  fileNote?: string,
): NotificationMail {
  const rows = definition.fields.map((field) =>
    field.type === 'file' && record.upload
      ? ([labelOf(field), `${record.upload.name} (${record.upload.mediaType}, ${record.upload.bytes} bytes)`] as const)
      : ([labelOf(field), shown(record.fields[field.name])] as const),
  );
  const file = fileNote ? ([['File', fileNote]] as const) : [];
  const about = [['Received', record.time] as const, ['Submission id', record.id] as const];
  const consent = record.consent
    ? ([
        ['Consent wording', record.consent.wording],
        ['Consent version', record.consent.version],
        ['Sent from', record.consent.page ?? '(not known)'],
      ] as const)
    : [];
  const all = [...rows, ...file, ...consent, ...about];
  const email = typeof record.fields.email === 'string' ? record.fields.email : undefined;
  const title = `${formNames[definition.id]} form`;
  const text = `${title}\n\n${all.map(([label, value]) => `${label}: ${value.replace(/\n/g, '\n  ')}`).join('\n')}\n`;
  const html =
    `<!doctype html><html><body><h1>${escapeHtml(title)}</h1><table>` +
    all
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join('') +
    '</table></body></html>';
  return { subject: `${title}: ${submitter(record)}`, ...(email && { replyTo: email }), text, html };
}
