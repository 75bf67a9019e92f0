import { createReadStream } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { chooseEncoding } from './accept-encoding';
import { byteRange } from './byte-range';
import type { FileCache } from './file-cache';
import type { Representation, StaticFile } from './static-index';

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

function notModified(req: IncomingMessage, file: StaticFile, representation: Representation): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, representation.etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(file.lastModified) <= since;
}

function sendBytes(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  bytes: Buffer,
  start: number,
  end: number,
): void {
  res.writeHead(status, { ...headers, 'Content-Length': end - start + 1 });
  res.end(start === 0 && end === bytes.length - 1 ? bytes : bytes.subarray(start, end + 1));
}

function streamFile(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  file: string,
  start: number,
  end: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = createReadStream(file, { start, end });
    // Headers go out only once the file opened, so a vanished file can still be answered 500.
    stream.once('open', () => {
      res.writeHead(status, { ...headers, 'Content-Length': end - start + 1 });
      pipeline(stream, res, () => resolve());
    });
    stream.once('error', (error) => {
      if (res.headersSent) return resolve(); // pipeline has ended the response
      stream.destroy();
      reject(error);
    });
  });
}

/**
 * Sends a built file: the best representation the client accepts, 304 when its copy is current,
 * one byte range when asked, headers only for HEAD. Small files come from memory.
 */
export async function sendStaticFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  siteHeaders: OutgoingHttpHeaders,
  cache: FileCache,
): Promise<void> {
  const coding = chooseEncoding(req.headers['accept-encoding'], file.codings);
  const representation = file.representations[coding] ?? file.representations.identity;
  const headers: OutgoingHttpHeaders = {
    ...siteHeaders,
    'Content-Type': file.type,
    'Last-Modified': file.lastModified,
    ETag: representation.etag,
    'Accept-Ranges': 'bytes',
  };
  if (file.codings.length) headers.Vary = 'Accept-Encoding';
  if (coding !== 'identity') headers['Content-Encoding'] = coding;

  if (notModified(req, file, representation)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const { size } = representation;
  const ifRange = req.headers['if-range'];
  const range =
    ifRange === undefined || ifRange === representation.etag
      ? byteRange(req.headers.range, size)
      : { kind: 'whole' as const };
  if (range.kind === 'unsatisfiable') {
    res.writeHead(416, { ...siteHeaders, 'Content-Range': `bytes */${size}` });
    res.end();
    return;
  }
  const [status, start, end] = range.kind === 'part' ? [206, range.start, range.end] : [200, 0, size - 1];
  if (range.kind === 'part') headers['Content-Range'] = `bytes ${start}-${end}/${size}`;

  if (req.method === 'HEAD' || size === 0) {
    res.writeHead(status, { ...headers, 'Content-Length': size === 0 ? 0 : end - start + 1 });
    res.end();
    return;
  }
  if (!cache.holds(size)) return streamFile(res, status, headers, representation.file, start, end);
  const read = cache.read(representation.file);
  const bytes = read instanceof Buffer ? read : await read;
  if (bytes.length !== size)
    throw new Error(`${representation.file} changed since the server started; restart it after a deploy`);
  sendBytes(res, status, headers, bytes, start, end);
}
