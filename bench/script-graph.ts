import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { projectRoot } from '../builder/project-root';
import { islandNameOfFile, islandOfChunk, islandsFolder } from '../src/hydration/island-paths';

// Relative module specifiers in the minified client build, quoted with ", ' or `.
const staticImport = /\b(?:import|export)\s*(?:[^"'`;()]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const dynamicImport = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

/** The islands the site has: one file each in src/islands/ (`islandsDir` for another checkout's). */
export function islandNames(islandsDir = join(projectRoot, islandsFolder)): string[] {
  return readdirSync(islandsDir).flatMap((file) => islandNameOfFile(file) ?? []);
}

/**
 * Every script URL a page ends up loading: its module scripts, what they import statically, and
 * what they import dynamically, except the chunks of islands the page does not show.
 */
export async function loadedScripts(
  outDir: string,
  entryUrls: readonly string[],
  pageIslands: readonly string[],
  islands: readonly string[],
): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = await readFile(join(outDir, url), 'utf8').catch(() => {
      throw new Error(`a page loads ${url}, but the output has no such file`);
    });
    const resolve = (specifier: string) => posix.join(posix.dirname(url), specifier);
    const targets = [
      ...Array.from(code.matchAll(staticImport), ([, specifier]) => resolve(specifier)),
      ...Array.from(code.matchAll(dynamicImport), ([, specifier]) => resolve(specifier)).filter((target) => {
        const island = islandOfChunk(target, islands);
        return island === undefined || pageIslands.includes(island);
      }),
    ];
    for (const target of targets) await visit(target);
  };
  for (const url of entryUrls) await visit(url);
  return [...seen];
}
