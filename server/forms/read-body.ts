import type { IncomingMessage } from 'node:http';

/** The body was longer than the receiver takes; nothing of it is kept. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/**
 * Reads a request body up to `limit` bytes. A declared Content-Length over the limit is refused
 * before anything is read; a body that grows past it while streaming is refused at that point.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) throw new BodyTooLargeError(`declared ${declared} bytes, over ${limit}`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError(`more than ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
