import type { Transporter } from 'nodemailer';
import { formById } from '../../src/forms/forms';
import type { FormId } from '../../src/forms/form-definition';
import { maskUrl } from '../store/mask-url';
import type { Channel } from './channel';
import { notificationMail } from './notification-text';

export interface EmailSettings {
  /** `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…` (TLS from the start). */
  smtpUrl: string;
  from: string;
  /** The recipients of each form's mail; a form with none is not mailed. */
  recipients: Record<FormId, string[]>;
}

/** Mail through SMTP with nodemailer, loaded only when mail is configured. */
export function emailChannel({ smtpUrl, from, recipients }: EmailSettings): Channel {
  // Timeouts: a mail server that accepts the connection and then stalls must not hold a delivery forever.
  const transport: Promise<Transporter> = import('nodemailer').then(({ createTransport }) =>
    createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
  );
  const forms = Object.entries(recipients)
    .filter(([, to]) => to.length)
    .map(([form, to]) => `${form}: ${to.join(', ')}`);
  return {
    name: 'email',
    description: `email through ${maskUrl(smtpUrl)} (${forms.join('; ')})`,
    takes: (form) => recipients[form].length > 0,
    async send(record) {
      const definition = formById(record.form);
      if (!definition) throw new Error(`no form ${record.form}`);
      const mail = notificationMail(definition, record);
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
      });
    },
    close() {
      void transport.then((each) => each.close()).catch(() => {});
    },
  };
}
