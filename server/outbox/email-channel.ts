import type { Transporter } from 'nodemailer';
import { formById } from '../../src/forms/forms';
import type { FormId } from '../../src/forms/form-definition';
import { maskUrl } from '../store/mask-url';
import type { Channel } from './channel';
import { notificationMail } from './notification-text';
import { smtpConnection } from './smtp-tls';
import type { UploadStore } from '../store/upload-store';
import type { SubmissionRecord } from '../store/submission-record';

/**
 * Largest uploaded file attached to a mail: every CV the form takes (5 MB, about 6.7 MB once
 * encoded, under the 10 MB most mail servers accept). A larger one, or one the store cannot
 * read, is named in the mail with the command that exports it.
 */
export const attachmentLimit = 5 * 1024 * 1024;

async function attachmentOf(record: SubmissionRecord, uploads: UploadStore | undefined) {
  const { upload } = record;
  if (!upload) return { attachments: [] };
  const where = `get it with: npm run submissions -- --form ${record.form} --files <folder> (file ${upload.id})`;
  if (!uploads || upload.bytes > attachmentLimit)
    return { attachments: [], note: `not attached (over ${attachmentLimit / (1024 * 1024)} MB); ${where}` };
  const content = await uploads.read(upload.id);
  if (!content) return { attachments: [], note: `no longer stored (${upload.id})` };
  const extension =
    upload.mediaType === 'application/pdf' ? 'pdf' : upload.mediaType.endsWith('opendocument.text') ? 'odt' : 'docx';
  return {
    attachments: [{ filename: `cv-${record.id.slice(0, 8)}.${extension}`, content, contentType: upload.mediaType }],
    note: 'attached to this mail',
  };
}

export interface EmailSettings {
  /**
   * `smtp://user:pass@host:587` (STARTTLS required, unless the host is loopback or the URL ends in
   * `?tls=optional`) or `smtps://…` (TLS from the start): `smtp-tls.ts`.
   */
  smtpUrl: string;
  from: string;
  /** The recipients of each form's mail; a form with none is not mailed. */
  recipients: Record<FormId, string[]>;
}

/**
 * Mail through SMTP with nodemailer, loaded only when mail is configured. A pool of `connections`
 * connections, kept open between mails, so a burst of submissions is mailed at the pace of the
 * mail server rather than of a TCP and TLS handshake per mail.
 */
export function emailChannel(
  { smtpUrl, from, recipients }: EmailSettings,
  connections: number,
  uploads?: UploadStore,
): Channel {
  const { url, tls } = smtpConnection(smtpUrl);
  // Timeouts: a mail server that accepts the connection and then stalls must not hold a delivery forever.
  const transport: Promise<Transporter> = import('nodemailer').then(({ createTransport }) =>
    createTransport({
      url,
      pool: true,
      maxConnections: connections,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
  const forms = Object.entries(recipients)
    .filter(([, to]) => to.length)
    .map(([form, to]) => `${form}: ${to.join(', ')}`);
  return {
    name: 'email',
    description: `email through ${maskUrl(smtpUrl)}, ${tls} (${forms.join('; ')})`,
    takes: (form) => recipients[form].length > 0,
    async send(record) {
      const definition = formById(record.form);
      if (!definition) throw new Error(`no form ${record.form}`);
      const { attachments, note } = await attachmentOf(record, uploads);
      const mail = notificationMail(definition, record, note);
      await (
        await transport
      ).sendMail({
        from,
        to: recipients[record.form],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo && { replyTo: mail.replyTo }),
        messageId: `<${record.id}@forms.invalid>`,
        ...(attachments.length && { attachments }),
      });
    },
    close() {
      void transport.then((each) => each.close()).catch(() => {});
    },
  };
}
