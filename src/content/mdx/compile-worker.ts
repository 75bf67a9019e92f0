import { compile } from '@mdx-js/mdx';
import { parentPort, workerData } from 'node:worker_threads';
import { VFile } from 'vfile';
import type { CompileReply, CompileRequest, CompileWorkerData } from './compile-messages';
import { mdxOptions } from './mdx-options';

interface PlacedError {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
}

const options = mdxOptions(workerData as CompileWorkerData);
const port = parentPort;
if (!port) throw new Error('compile-worker.ts runs only as a worker thread');

port.on('message', async ({ id, path, source }: CompileRequest) => {
  let reply: CompileReply;
  try {
    const compiled = await compile(new VFile({ path, value: source }), options);
    reply = { id, ok: true, code: String(compiled) };
  } catch (error) {
    const placed = error as PlacedError;
    reply = { id, ok: false, reason: placed.reason ?? placed.message ?? String(error), line: placed.line, column: placed.column };
  }
  port.postMessage(reply);
});
