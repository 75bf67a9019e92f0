import { compile, type CompileOptions } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { remarkComponentUses } from '../../content/component-checks/remark-component-uses';
import type { CompileRequest, CompileWorkerData } from '../../content/mdx/compile-messages';
import type { PageCompileReply } from '../../content/mdx/compiled-page';
import { mdxOptions, mdxRuntimeModules } from '../../content/mdx/mdx-options';
import { recmaLiftImports } from '../../content/mdx/recma-lift-imports';
import { remarkMarkdownTexts } from '../spelling/markdown-texts';
import { requestData, serveRequests } from '../workers/serve-requests';

interface PlacedError {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
}

const data = requestData<CompileWorkerData>();
const shared = mdxOptions(data);
const { jsxRuntime, provider, photo } = mdxRuntimeModules(data.root);
const options: CompileOptions = {
  ...shared,
  // Last, after the plugins that refuse a page: it only reads the tree.
  remarkPlugins: [...(shared.remarkPlugins ?? []), remarkComponentUses, remarkMarkdownTexts],
  recmaPlugins: [[recmaLiftImports, { runtimeSources: [jsxRuntime, provider, photo] }]],
};

/** One page compiled on a worker thread of the build (`compile-pages.ts`); a page that fails to compile is a reply with its place. */
serveRequests<CompileRequest, PageCompileReply>(async ({ path, source }) => {
  try {
    const compiled = await compile(new VFile({ path, value: source }), options);
    return {
      ok: true,
      code: String(compiled),
      ...(compiled.data.pageReading ?? { uses: [], headings: [], markup: [] }),
      imports: compiled.data.pageImports ?? [],
      texts: compiled.data.markdownTexts ?? [],
    };
  } catch (error) {
    const placed = error as PlacedError;
    return {
      ok: false,
      reason: placed.reason ?? placed.message ?? String(error),
      line: placed.line,
      column: placed.column,
    };
  }
});
