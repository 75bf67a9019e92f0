import type { Transporter } from 'nodemailer';
import { formById } from '../../src/forms/forms';
import type { FormId } from '../../src/forms/form-definition';
import { maskUrl } from '../store/mask-url';
import type { Channel } from './channel';
import { notificationMail } from './notification-text';
import { smtpConnection } from './smtp-tls';

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
export function emailChannel({ smtpUrl, from, recipients }: EmailSettings, connections: number): Channel {
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
