import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles, type SourceImport } from './source-imports';

/** `file: import 'specifier'` for each import of the files that breaks the rule. */
function offending(files: readonly string[], breaks: (imported: SourceImport) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter(breaks)
      .map(({ specifier }) => `${file}: import '${specifier}'`),
  );
}

/** Every file the server's files reach through relative imports, with the path that reaches it. */
function reachedFromServer(): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const visit = (file: string, path: string[]) => {
    if (reached.has(file)) return;
    reached.set(file, path);
    for (const { target } of importsOf(file)) if (target && /\.tsx?$/.test(target)) visit(target, [...path, target]);
  };
  for (const file of sourceFiles('server')) visit(file, [file]);
  return reached;
}

// Folders of development tooling the production server must never load.
const toolingFolder = /^(scripts|builder|content|bench|review|tools|studio)\//;
const toolingPackage = /^(vite|vitest|@vitejs\/|@mdx-js\/|unocss|@unocss\/|tsx)(\/|$)/;

describe('imports run one way', () => {
  it('presentational components never import an island (a wrapper that feeds one lives in src/islands/lists/)', () => {
    expect(
      offending(sourceFiles('src/components'), ({ target }) => target?.startsWith('src/islands/') ?? false),
    ).toEqual([]);
  });

  it('nothing the server loads is a React component (.tsx)', () => {
    const components = [...reachedFromServer()].filter(([file]) => file.endsWith('.tsx'));
    expect(components.map(([, path]) => path.join(' -> '))).toEqual([]);
  });

  it('nothing the server loads comes from the build, the commands or other tooling', () => {
    const reached = [...reachedFromServer()];
    const tooling = reached.filter(([file]) => toolingFolder.test(file)).map(([, path]) => path.join(' -> '));
    const packages = reached.flatMap(([file, path]) =>
      importsOf(file)
        .filter(({ specifier }) => toolingPackage.test(specifier))
        .map(({ specifier }) => `${path.join(' -> ')}: import '${specifier}'`),
    );
    expect([...tooling, ...packages]).toEqual([]);
  });
});
