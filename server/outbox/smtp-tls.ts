import { BlockList, isIPv6 } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a URL's host is this machine's loopback (an address, or `localhost`), where no one can listen in. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return loopback.check(host, isIPv6(host) ? 'ipv6' : 'ipv4');
}

export interface SmtpConnection {
  /** The URL as nodemailer takes it: `?tls=` removed, `requireTLS=true` added when TLS is required. */
  url: string;
  /** How the mail is protected, for the start-up log. */
  tls: 'TLS from the start' | 'STARTTLS required' | 'TLS optional';
}

/**
 * How mail to `smtpUrl` is protected: `smtps://` speaks TLS from the start; `smtp://` must
 * upgrade with STARTTLS, and a server that does not offer it gets no mail (the delivery fails
 * and is retried), so personal data never crosses a network in clear text. Only a loopback host,
 * or `?tls=optional` written in the URL, lets `smtp://` go on without TLS when none is offered.
 */
export function smtpConnection(smtpUrl: string): SmtpConnection {
  const url = new URL(smtpUrl);
  const asked = url.searchParams.get('tls');
  if (asked !== null && asked !== 'optional')
    throw new Error(`SMTP_URL: ?tls= takes only "optional" (got "${asked}"); leave it out to require TLS`);
  url.searchParams.delete('tls');
  if (url.protocol === 'smtps:') return { url: url.href, tls: 'TLS from the start' };
  if (asked === 'optional' || isLoopbackHost(url.hostname)) return { url: url.href, tls: 'TLS optional' };
  // In the URL itself: nodemailer lets the URL's options override the ones passed beside it.
  url.searchParams.delete('ignoreTLS');
  url.searchParams.set('requireTLS', 'true');
  return { url: url.href, tls: 'STARTTLS required' };
}
