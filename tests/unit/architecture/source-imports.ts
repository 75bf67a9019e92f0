import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '../../..');

/** One import a file writes: the specifier as written and, when it is relative, the file it names. */
export interface SourceImport {
  specifier: string;
  /** Project-relative, with `/`; undefined for a package. */
  target?: string;
}

// Static imports and re-exports (type-only too: a type import is still a dependency), side-effect
// imports and dynamic imports.
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\1/g;

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function projectPath(file: string): string {
  return relative(projectRoot, file).split('\\').join('/');
}

function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = resolve(projectRoot, dirname(fromFile), specifier);
  const found = extensions
    .map((extension) => base + extension)
    .find((file) => existsSync(file) && statSync(file).isFile());
  return found && projectPath(found);
}

/** The imports of one project file (project-relative path). */
export function importsOf(file: string): SourceImport[] {
  const text = readFileSync(join(projectRoot, file), 'utf8');
  return Array.from(text.matchAll(importPattern), ([, , specifier]) =>
    specifier.startsWith('.') ? { specifier, target: resolveRelative(file, specifier) } : { specifier },
  );
}

/** Every .ts and .tsx file under a project folder, project-relative. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.split('\\').join('/')}`)
    .sort();
}
