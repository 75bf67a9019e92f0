import { compile, type CompileOptions } from '@mdx-js/mdx';
import { parentPort, workerData } from 'node:worker_threads';
import { VFile } from 'vfile';
import { remarkComponentUses } from '../components/remark-component-uses';
import type { CompileRequest, CompileWorkerData } from './compile-messages';
import type { PageCompileReply } from './compiled-page';
import { mdxOptions, mdxRuntimeModules } from './mdx-options';
import { recmaLiftImports } from './recma-lift-imports';

interface PlacedError {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
}

const data = workerData as CompileWorkerData;
const shared = mdxOptions(data);
const { jsxRuntime, provider, photo } = mdxRuntimeModules(data.root);
const options: CompileOptions = {
  ...shared,
  // Last, after the plugins that refuse a page: it only reads the tree.
  remarkPlugins: [...(shared.remarkPlugins ?? []), remarkComponentUses],
  recmaPlugins: [[recmaLiftImports, { runtimeSources: [jsxRuntime, provider, photo] }]],
};
const port = parentPort;
if (!port) throw new Error('compile-worker.ts runs only as a worker thread');

const compileAndReply = async ({ id, path, source }: CompileRequest): Promise<void> => {
  let reply: PageCompileReply;
  try {
    const compiled = await compile(new VFile({ path, value: source }), options);
    reply = {
      id,
      ok: true,
      code: String(compiled),
      uses: compiled.data.componentUses ?? [],
      imports: compiled.data.pageImports ?? [],
    };
  } catch (error) {
    const placed = error as PlacedError;
    reply = {
      id,
      ok: false,
      reason: placed.reason ?? placed.message ?? String(error),
      line: placed.line,
      column: placed.column,
    };
  }
  port.postMessage(reply);
};

port.on('message', (request: CompileRequest) => void compileAndReply(request));
