import { connect, type Socket } from 'node:net';

export interface Exchange {
  /** Everything the server sent, as Latin-1 (headers are ASCII). */
  text: string;
  /** The status of the final (non-1xx) response, or undefined when none came. */
  status: number | undefined;
  /** That response's head and body. */
  head: string;
  body: string;
  /** Whether the server closed the connection (rather than the read timing out). */
  closed: boolean;
}

/** A chunked body's data (RFC 9112, 7.1): each chunk's size line and trailing CRLF dropped. */
function unchunked(body: string): string {
  let data = '';
  let rest = body;
  for (;;) {
    const line = rest.indexOf('\r\n');
    const size = line === -1 ? 0 : Number.parseInt(rest.slice(0, line), 16);
    if (!size) return data;
    data += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
}

/** The final response in what a server sent: interim ones (100 Continue) are skipped, a chunked body decoded. */
export function parseExchange(text: string, closed: boolean): Exchange {
  let rest = text;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    const head = end === -1 ? rest : rest.slice(0, end);
    const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
    if (status && Number(status) < 200 && end !== -1) {
      rest = rest.slice(end + 4);
      continue;
    }
    const body = end === -1 ? '' : rest.slice(end + 4);
    const chunked = /\r\ntransfer-encoding: chunked\r?$/im.test(head);
    return { text, status: status ? Number(status) : undefined, head, body: chunked ? unchunked(body) : body, closed };
  }
}

export interface ExchangeOptions {
  /** The client's address on loopback (`127.0.0.2`): the server sees another visitor. */
  localAddress?: string;
  timeoutMs?: number;
}

/** A raw TCP connection to the server on loopback, collecting what it sends until it closes. */
export function openRaw(port: number, { localAddress, timeoutMs = 5_000 }: ExchangeOptions = {}) {
  const socket: Socket = connect({ port, host: '127.0.0.1', ...(localAddress && { localAddress }) });
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  socket.on('error', () => {}); // a reset still ends in 'close'
  const received = () => Buffer.concat(chunks).toString('latin1');
  const done = new Promise<Exchange>((resolve) => {
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(parseExchange(received(), false));
    }, timeoutMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseExchange(received(), true));
    });
  });
  return { socket, received, done };
}

/** Sends bytes exactly as given and reads until the server closes or `timeoutMs` passes. */
export function exchange(port: number, request: string | Buffer, options?: ExchangeOptions): Promise<Exchange> {
  const raw = openRaw(port, options);
  raw.socket.write(request);
  return raw.done;
}

/** A request head, CRLF-joined, ending in the blank line. */
export function head(requestLine: string, ...fields: string[]): string {
  return [requestLine, ...fields, '', ''].join('\r\n');
}
