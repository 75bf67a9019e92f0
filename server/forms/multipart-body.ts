import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import type { FileField } from '../../src/forms/form-definition';
import { fileMode, makeFolder } from '../store/make-folder';
import { safeFileName } from './safe-file-name';

/** The file of a multipart body, written to a file only the server can read. */
export interface ReceivedFile {
  path: string;
  bytes: number;
  /** The visitor's file name, cleaned (`safe-file-name.ts`): a label only. */
  name: string;
}

export type MultipartBody =
  | { kind: 'read'; fields: URLSearchParams; file?: ReceivedFile; extraFiles: boolean }
  /** Over a limit: reading stopped there; `fields` holds what came before. */
  | { kind: 'too-large'; what: 'body' | 'file' | 'fields'; fields: URLSearchParams }
  | { kind: 'malformed'; reason: string };

export interface MultipartLimits {
  /** The whole body, file and fields. */
  bodyBytes: number;
  fieldBytes: number;
  fields: number;
}

/** Counts a request's bytes and fails the stream once they pass `limit`. */
class ByteLimit extends Transform {
  bytes = 0;
  exceeded = false;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      this.exceeded = true;
      done(new Error('body over its limit'));
      return;
    }
    done(null, chunk);
  }
}

/**
 * Streams a `multipart/form-data` body: text fields into memory (each and their number limited),
 * the one file of `fileField` into `folder` under a generated name (0600), never more than its
 * limit: one byte more and reading stops, the partial file removed. Other files are drained and
 * reported, not kept. Never throws for what the client sent; resolves once the body is read or
 * refused.
 */
export async function readMultipart(
  req: IncomingMessage,
  fileField: FileField,
  folder: string,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  const fields = new URLSearchParams();
  let file: ReceivedFile | undefined;
  let extraFiles = false;
  let over: 'body' | 'file' | 'fields' | undefined;
  const writes: Promise<void>[] = [];
  const fileStreams: BusboyFileStream[] = [];
  const sinks: WriteStream[] = [];
  let parser;
  try {
    parser = new Busboy({
      headers: { ...req.headers, 'content-type': req.headers['content-type'] ?? '' },
      limits: {
        fieldNameSize: 100,
        fieldSize: limits.fieldBytes,
        fields: limits.fields,
        fileSize: fileField.maxBytes,
        files: 1,
        parts: limits.fields + 1,
        headerPairs: 8,
        headerSize: 2048,
      },
    });
  } catch (error) {
    return { kind: 'malformed', reason: error instanceof Error ? error.message : String(error) };
  }
  await makeFolder(folder);
  const counter = new ByteLimit(limits.bodyBytes);
  let stop: (failure: unknown) => void = () => {};
  const stopped = new Promise<unknown>((resolve) => (stop = resolve));

  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) over ??= 'fields';
    fields.append(name, value);
  });
  parser.on('fieldsLimit', () => (over ??= 'fields'));
  parser.on('partsLimit', () => (over ??= 'fields'));
  parser.on('filesLimit', () => (extraFiles = true));
  parser.on('file', (name: string, stream: BusboyFileStream, sentName: string) => {
    if (name !== fileField.name || file) {
      extraFiles = true;
      stream.resume();
      return;
    }
    const path = join(folder, `${randomUUID()}.part`);
    const received: ReceivedFile = { path, bytes: 0, name: safeFileName(sentName) };
    file = received;
    fileStreams.push(stream);
    stream.on('data', (chunk: Buffer) => (received.bytes += chunk.length));
    stream.on('limit', () => {
      over ??= 'file';
      // Stops the whole body at once: the rest of an oversized file is never read. Not through the
      // counter's error alone: when the body was shorter than the counter's limit, the counter may
      // have passed its last byte and closed while the parser was still behind (waiting for the
      // file to be written), and a closed stream emits no error, so the body would never settle.
      stop(new Error('file over its limit'));
      counter.destroy();
    });
    const sink = createWriteStream(path, { flags: 'wx', mode: fileMode });
    sinks.push(sink);
    // Settled by the file's close, not by the pipeline: a pipeline whose source is destroyed while
    // a write is in flight can leave its destination open (seen on Node 20), holding the body's
    // answer and a descriptor for as long as the client keeps the connection.
    writes.push(new Promise<void>((resolve) => sink.once('close', () => resolve())));
    pipeline(stream, sink).catch(() => {
      /* the body failed; the caller removes the partial file */
    });
  });

  // Not `pipeline`: on a refusal it would destroy the request, and with it the socket the answer
  // (413 and its lingering close, `plain-answer.ts`) still has to go out on.
  const failure = await Promise.race([
    stopped,
    new Promise<unknown>((resolve) => {
      parser.on('finish', () => resolve(undefined));
      parser.on('error', resolve);
      counter.on('error', resolve);
      req.on('error', resolve);
      req.on('close', () => {
        if (!req.complete) resolve(new Error('the client went away mid-body'));
      });
      req.pipe(counter).pipe(parser);
    }),
  ]);
  if (failure) {
    req.unpipe(counter);
    req.pause();
    for (const stream of fileStreams) stream.destroy();
    for (const sink of sinks) sink.destroy();
  }
  await Promise.all(writes);
  if (counter.exceeded) over ??= 'body';
  if (over || failure) {
    if (file) await rm(file.path, { force: true });
    if (over) return { kind: 'too-large', what: over, fields };
    return { kind: 'malformed', reason: failure instanceof Error ? failure.message : String(failure) };
  }
  if (file && file.bytes === 0) {
    // A browser sends an empty part when no file was chosen.
    await rm(file.path, { force: true });
    file = undefined;
  }
  return { kind: 'read', fields, ...(file && { file }), extraFiles };
}
