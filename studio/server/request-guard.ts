import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { WorkspaceRefusal } from './workspace-access';

/** The largest JSON body the studio reads: a page's text with room to spare. */
export const jsonLimit = 2 * 1024 * 1024;
/** The largest photo the studio takes. */
export const photoLimit = 20 * 1024 * 1024;

/**
 * Whether the dev server's listening address is this computer alone: only then is the studio
 * mounted, since it writes files and commits for whoever can reach it.
 */
export function isLoopbackAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || bare.startsWith('::ffff:127.');
  return false;
}

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/** The request's Host when it names this computer on the server's port, else undefined. */
function loopbackHost(request: IncomingMessage, port: number): string | undefined {
  const host = request.headers.host?.toLowerCase();
  if (!host) return undefined;
  return loopbackNames.some((name) => host === `${name}:${port}`) ? host : undefined;
}

/** The three body types a page of another site can post without asking first (a plain HTML form). */
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

function mediaType(request: IncomingMessage): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * Refuses a studio request that may come from anywhere but the studio itself:
 * - a Host that is not a loopback name on the server's port: another site's name resolved to
 *   127.0.0.1 (DNS rebinding) would otherwise talk to the studio as if it were its own page;
 * - a request that changes anything without an Origin equal to the studio's own: another site's
 *   page (a form, a fetch) posting to the studio.
 */
export function checkStudioRequest(request: IncomingMessage, port: number): void {
  const host = loopbackHost(request, port);
  if (!host)
    throw new WorkspaceRefusal(
      403,
      `The studio answers only at http://localhost:${port}/_studio on this computer, not at the address ${JSON.stringify(request.headers.host ?? '')}.`,
    );
  const method = request.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return;
  const origin = request.headers.origin;
  if (origin?.toLowerCase() !== `http://${host}`)
    throw new WorkspaceRefusal(
      403,
      origin
        ? `The studio takes changes only from its own page, not from ${JSON.stringify(origin)}.`
        : 'The studio takes changes only from its own page, and this request did not say where it came from (no Origin).',
    );
}

/** Reads a request's body up to `limit` bytes; a larger one is refused with 413 as soon as that is known. */
export async function readBody(request: IncomingMessage, limit: number, what: string): Promise<Buffer> {
  const tooLarge = () =>
    new WorkspaceRefusal(
      413,
      `${what} is larger than ${Math.round(limit / 1024 / 1024)} MB, the most the studio takes.`,
    );
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  // Not `for await`: leaving it early destroys the socket, and the 413 would never reach the client.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      request.off('data', onData);
      request.pause();
      reject(tooLarge());
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
    request.once('aborted', () => reject(new WorkspaceRefusal(400, 'The request was cut off before it was all sent.')));
  });
}

/** A JSON body: `Content-Type: application/json` (a form of another site cannot send that), at most 2 MB. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  if (mediaType(request) !== 'application/json')
    throw new WorkspaceRefusal(415, 'The studio takes its requests as JSON (Content-Type: application/json).');
  const body = await readBody(request, jsonLimit, 'The text sent');
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new WorkspaceRefusal(400, 'The request was not readable JSON.');
  }
}

/** A photo's bytes, at most 20 MB, sent as anything but a form's body types. */
export async function readPhotoBody(request: IncomingMessage): Promise<Buffer> {
  if (formTypes.includes(mediaType(request)))
    throw new WorkspaceRefusal(415, 'Send the photo itself as the request body, not as a form.');
  return readBody(request, photoLimit, 'The photo');
}
