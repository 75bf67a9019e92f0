import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
  /** When the message was accepted (Date.now()). */
  at: number;
  /** Whether the session was encrypted (STARTTLS or TLS from the start). */
  secure: boolean;
  /** Read but never answered (`hold`): the sender is left waiting, and the message counts as not accepted. */
  held: boolean;
}

export interface SmtpListener {
  port: number;
  mails: ReceivedMail[];
  close: () => Promise<void>;
}

export interface ListenerOptions {
  /** The address to listen on (default loopback). */
  host?: string;
  /** A certificate and its key: STARTTLS is offered (or, with `secure`, TLS from the start). */
  tls?: { key: string; cert: string; secure?: boolean };
}

/**
 * A real SMTP server on loopback that keeps every message it accepts. No STARTTLS unless given a
 * certificate (one the client trusts), so the login goes in the clear, which loopback allows.
 * `hold(n)` true: the n-th message (from 1) is read and never answered.
 */
export function startSmtpListener(
  port = 0,
  hold: (message: number) => boolean = () => false,
  { host = '127.0.0.1', tls }: ListenerOptions = {},
): Promise<SmtpListener> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    ...(tls ? { key: tls.key, cert: tls.cert, secure: tls.secure ?? false } : { disabledCommands: ['STARTTLS'] }),
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'forms' && auth.password === 'mail-secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const held = hold(mails.length + 1);
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
          secure: session.secure,
          held,
        });
        if (!held) callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        mails,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** The decoded text of a message's part of one content type (quoted-printable or 7bit, as nodemailer writes them). */
export function mailPart(raw: string, contentType: string): string {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  if (start === -1) throw new Error(`no ${contentType} part`);
  const headEnd = raw.indexOf('\r\n\r\n', start);
  const head = raw.slice(start, headEnd);
  const end = raw.indexOf('\r\n--', headEnd);
  const body = raw.slice(headEnd + 4, end === -1 ? undefined : end);
  if (!/quoted-printable/i.test(head)) return body;
  const joined = body.replace(/=\r\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** One header of a message, unfolded. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1];
}
