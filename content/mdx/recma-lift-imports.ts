import type { ImportDeclaration, ModuleDeclaration, Program, Statement } from 'estree';
import type { VFile } from 'vfile';
import { photoQuery } from '../photos/rehype-photos';

/** One import the compiler wrote into a page: a name the site's runtime gives, or a photo beside the page. */
export type PageImport =
  { kind: 'runtime'; names: { imported: string; local: string }[] } | { kind: 'photo'; local: string; source: string };

declare module 'vfile' {
  interface DataMap {
    /** The imports taken out of the page being compiled, for the build to supply. */
    pageImports: PageImport[];
  }
}

function sourceOf(node: Statement | ModuleDeclaration): string | undefined {
  if (
    node.type !== 'ImportDeclaration' &&
    node.type !== 'ExportAllDeclaration' &&
    node.type !== 'ExportNamedDeclaration'
  )
    return undefined;
  const value = node.source?.value;
  return typeof value === 'string' ? value : undefined;
}

function pageImportOf(
  node: ImportDeclaration,
  source: string,
  runtimeSources: ReadonlySet<string>,
): PageImport | undefined {
  if (runtimeSources.has(source)) {
    const names = node.specifiers.map((specifier) =>
      specifier.type === 'ImportSpecifier'
        ? {
            imported: 'name' in specifier.imported ? specifier.imported.name : String(specifier.imported.value),
            local: specifier.local.name,
          }
        : undefined,
    );
    return names.every((name) => name !== undefined) ? { kind: 'runtime', names } : undefined;
  }
  const [only] = node.specifiers;
  if (source.endsWith(photoQuery) && node.specifiers.length === 1 && only.type === 'ImportDefaultSpecifier')
    return { kind: 'photo', local: only.local.name, source };
  return undefined;
}

/**
 * For the production build: takes the imports out of a compiled page and lists them in
 * `file.data.pageImports`, so the build writes each page as a module that takes the JSX runtime,
 * the component map and `Photo` from the SSR bundle (one React, one map) and its photos as the
 * files the build writes. Not in dev, where Vite resolves the imports. A page imports nothing
 * else: one that does fails here, at the import.
 */
export function recmaLiftImports({ runtimeSources }: { runtimeSources: readonly string[] }) {
  const runtime: ReadonlySet<string> = new Set(runtimeSources);
  return (program: Program, file: VFile) => {
    const imports: PageImport[] = [];
    const body: Program['body'] = [];
    for (const node of program.body) {
      const source = sourceOf(node);
      if (source === undefined) {
        body.push(node);
        continue;
      }
      const lifted = node.type === 'ImportDeclaration' ? pageImportOf(node, source, runtime) : undefined;
      if (!lifted) {
        const start = node.loc?.start;
        file.fail(
          `\`${source}\`: a page imports nothing; its components come from src/mdx-components.tsx and its photos from \`![alt](./photo.jpg)\``,
          start ? { line: start.line, column: start.column + 1 } : undefined,
        );
      }
      imports.push(lifted);
    }
    program.body = body;
    file.data.pageImports = imports;
  };
}
