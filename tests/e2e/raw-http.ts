import { connect } from 'node:net';

export interface RawAnswer {
  /** The status of the first response line, or undefined when the server closed without one. */
  status: number | undefined;
  head: string;
  /** Whether the server closed the connection (rather than the read timing out). */
  closed: boolean;
}

/** The status line and headers at the start of what a server sent. */
export function readHead(received: Buffer): { status: number | undefined; head: string } {
  let text = received.toString('latin1');
  for (;;) {
    const end = text.indexOf('\r\n\r\n');
    const head = end === -1 ? text : text.slice(0, end);
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
    const status = match ? Number(match[1]) : undefined;
    // An interim answer (100 Continue) comes before the real one.
    if (status === undefined || status >= 200 || end === -1) return { status, head };
    text = text.slice(end + 4);
  }
}

/**
 * Sends bytes exactly as given over a fresh TCP connection (no client library to tidy them up)
 * and reads until the server closes it or `timeoutMs` passes.
 */
export function sendRaw(port: number, request: Buffer | string, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...readHead(Buffer.concat(chunks)), closed });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset still ends in 'close'
    socket.on('close', () => finish(true));
    socket.write(request);
  });
}
