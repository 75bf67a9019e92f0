/**
 * The island path rule, in one place: each top-level `.tsx` file in `src/islands/` is one island,
 * named by its file and built into its own client chunk (`<Name>-<hash>.js`). Files in subfolders
 * (`lists/`, `finder/`) and `.ts` files are not islands. Imported by the browser code and by the
 * build, the benchmark and the tests alike, so it imports nothing.
 *
 * `hydrate-islands.ts` spells the same rule as literals (`import.meta.glob` accepts nothing else);
 * `tests/unit/hydration/island-paths.test.ts` checks them against this module.
 */

/** The islands' folder, from the project root. */
export const islandsFolder = 'src/islands';

/** An island file's extension. */
export const islandExtension = '.tsx';

/** Every island's file, as a glob from the project root (no subfolders). */
export const islandFilesGlob = `${islandsFolder}/*${islandExtension}`;

/** An island's file from the project root: also its key in the client build's manifest. */
export function islandFile(name: string): string {
  return `${islandsFolder}/${name}${islandExtension}`;
}

/** The island a file directly in the islands folder is (`HeroCarousel.tsx`), or undefined. */
export function islandNameOfFile(fileName: string): string | undefined {
  return fileName.endsWith(islandExtension) && !fileName.includes('/')
    ? fileName.slice(0, -islandExtension.length)
    : undefined;
}

/** The island a client chunk belongs to (`assets/HeroCarousel-D0kqJbMp.js`: name, 8-character hash), if any. */
export function islandOfChunk(chunkFile: string, islands: readonly string[]): string | undefined {
  const fileName = chunkFile.slice(chunkFile.lastIndexOf('/') + 1);
  return islands.find(
    (name) => fileName.startsWith(`${name}-`) && /^[\w-]{8}\.js$/.test(fileName.slice(name.length + 1)),
  );
}
