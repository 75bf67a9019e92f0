import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BodyTooLargeError, readBody } from '../../../../server/forms/read-body';

const limit = 1024;
let server: Server;
let url: string;

// A real server on loopback: the reader sees real requests, declared lengths and chunked bodies.
beforeAll(async () => {
  server = createServer((req, res) => {
    readBody(req, limit).then(
      (body) => res.end(`read ${body.length}`),
      (error: unknown) => {
        res.statusCode = error instanceof BodyTooLargeError ? 413 : 500;
        res.setHeader('Connection', 'close');
        res.end(error instanceof Error ? error.message : String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function chunked(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(100, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
}

const post = (body: BodyInit) => fetch(url, { method: 'POST', body, duplex: 'half' } as RequestInit);

describe('reading a request body', () => {
  it('reads a body up to the limit', async () => {
    const response = await post('a'.repeat(limit));
    expect([response.status, await response.text()]).toEqual([200, `read ${limit}`]);
  });

  it('refuses a declared length over the limit before reading it', async () => {
    const response = await post('a'.repeat(limit + 1));
    expect([response.status, await response.text()]).toEqual([413, `declared ${limit + 1} bytes, over ${limit}`]);
  });

  it('refuses a chunked body (no declared length) once it grows past the limit', async () => {
    const response = await post(chunked(limit * 4));
    expect([response.status, await response.text()]).toEqual([413, `more than ${limit} bytes`]);
    const small = await post(chunked(limit));
    expect(await small.text()).toBe(`read ${limit}`);
  });
});
