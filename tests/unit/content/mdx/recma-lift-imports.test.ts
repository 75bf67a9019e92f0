import { compile } from '@mdx-js/mdx';
import { join } from 'node:path';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../builder/build-site';
import { mdxOptions, mdxRuntimeModules } from '../../../../content/mdx/mdx-options';
import { recmaLiftImports } from '../../../../content/mdx/recma-lift-imports';

const { jsxRuntime, provider, photo } = mdxRuntimeModules(projectRoot);

async function compiled(source: string) {
  const shared = mdxOptions({ root: projectRoot, development: false });
  const file = new VFile({ path: join(projectRoot, 'pages/x.mdx'), value: source });
  const result = await compile(file, {
    ...shared,
    recmaPlugins: [[recmaLiftImports, { runtimeSources: [jsxRuntime, provider, photo] }]],
  });
  return { code: String(result), imports: result.data.pageImports };
}

describe('recmaLiftImports', () => {
  it('takes every import out of a compiled page and lists the runtime names and the photos', async () => {
    const { code, imports } = await compiled('# Team\n\n![Team at work](./team.jpg)\n');
    expect(code).not.toMatch(/^import /m);
    expect(code).toContain('export default function MDXContent');
    expect(imports).toEqual([
      {
        kind: 'runtime',
        names: [
          { imported: 'Fragment', local: '_Fragment' },
          { imported: 'jsx', local: '_jsx' },
          { imported: 'jsxs', local: '_jsxs' },
        ],
      },
      { kind: 'runtime', names: [{ imported: 'useMDXComponents', local: '_provideComponents' }] },
      { kind: 'runtime', names: [{ imported: 'Photo', local: '_SitePhoto' }] },
      { kind: 'photo', local: '_photo0', source: './team.jpg?photo' },
    ]);
  });

  it('refuses an import a page writes itself, at its line', async () => {
    await expect(compiled('# Hi\n\nimport data from "./data.json"\n')).rejects.toMatchObject({
      line: 3,
      column: 1,
      reason: expect.stringContaining('pages hold content, not code: `import data from "./data.json"`') as unknown,
    });
  });

  it('is a second lock: an import that got past the remark plugins still fails here', async () => {
    const file = new VFile({
      path: join(projectRoot, 'pages/x.mdx'),
      value: '# Hi\n\nimport data from "./data.json"\n',
    });
    const lifted = compile(file, {
      recmaPlugins: [[recmaLiftImports, { runtimeSources: [jsxRuntime, provider, photo] }]],
    });
    await expect(lifted).rejects.toMatchObject({
      line: 3,
      column: 1,
      reason: expect.stringContaining('`./data.json`: a page imports nothing') as unknown,
    });
  });
});
