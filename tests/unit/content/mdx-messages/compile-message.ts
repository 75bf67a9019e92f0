import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { projectRoot } from '../../../../builder/project-root';
import { mdxOptions } from '../../../../content/mdx/mdx-options';

const options = mdxOptions({ root: projectRoot, development: false });

/** `line:column: message` of the error compiling `source` as a page, or `compiled` when it compiles. */
export async function compileMessage(...lines: string[]): Promise<string> {
  try {
    await compile(new VFile({ path: 'page.mdx', value: lines.join('\n') + '\n' }), options);
    return 'compiled';
  } catch (error) {
    const { line, column, reason } = error as { line?: number; column?: number; reason: string };
    return `${line}:${column}: ${reason}`;
  }
}
