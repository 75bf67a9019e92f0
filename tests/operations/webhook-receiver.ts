import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface WebhookCall {
  headers: IncomingHttpHeaders;
  body: string;
  /** The status answered, or 0 for a call held without an answer. */
  status: number;
  at: number;
}

export interface WebhookReceiver {
  port: number;
  url: string;
  calls: WebhookCall[];
  /** The calls answered 2xx. */
  accepted: () => WebhookCall[];
  close: () => Promise<void>;
}

/**
 * A local webhook receiver: `answer(n)` gives the status of the n-th call (from 1), so it can
 * fail the first attempts and then accept; `'hang'` holds the call open without an answer until
 * the caller gives up. Listens on `port` when given (to come back after being down).
 */
export function startWebhookReceiver(
  answer: (call: number) => number | 'hang' = () => 204,
  port = 0,
): Promise<WebhookReceiver> {
  const calls: WebhookCall[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const status = answer(calls.length + 1);
      const body = Buffer.concat(chunks).toString('utf8');
      calls.push({ headers: req.headers, body, status: status === 'hang' ? 0 : status, at: Date.now() });
      if (status !== 'hang') res.writeHead(status).end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      resolve({
        port: bound,
        url: `http://127.0.0.1:${bound}/hooks/forms`,
        calls,
        accepted: () => calls.filter((call) => call.status >= 200 && call.status < 300),
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
