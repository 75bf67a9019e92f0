/**
 * Builds one side of a review in its own process: `node --import tsx build-child.ts <root> <outDir>`.
 * It loads the build of the checkout at `<root>` (its own builder/build-site.ts, src/, vite
 * config), so each side is built by its own code; a checkout from before the build moved out of
 * scripts/lib/ is built by its scripts/lib/build-site.ts. On failure it prints the build's own message,
 * formatted by that checkout's formatter, and exits 1.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface SiteBuild {
  buildSite(options: { outDir: string }): Promise<{ warnings?: { file: string; line?: number; message: string }[] }>;
}

interface ErrorFormatter {
  formatBuildError(error: unknown, root: string): string;
}

import { contentReadLine } from './content-read-line';

const [root, outDir] = process.argv.slice(2);
const load = async <T>(file: string): Promise<T | undefined> =>
  existsSync(join(root, file)) ? ((await import(pathToFileURL(join(root, file)).href)) as T) : undefined;

// Where the build lived, newest first: a base revision may predate the moves to builder/ and build/.
const buildFolder = ['builder', 'build', 'scripts/lib'].find((folder) =>
  existsSync(join(root, folder, 'build-site.ts')),
);

interface ContentFirst {
  readSite(options: {
    root: string;
    pagesDir: string;
    publicDir: string;
    includeDrafts: boolean;
    asOf: string;
  }): unknown;
}

/**
 * The checkout's pages read first, as `content-first.ts` reads the working tree's, before the
 * build's own modules (Vite and the rest) load: a content error of this side is told in a second
 * or two. Only the checkout's ContentError counts; anything else (a revision whose readSite took
 * other options) is left to the build, which reads the pages again and tells it its own way.
 */
async function contentError(): Promise<Error | undefined> {
  const reader = await load<ContentFirst>('content/read-site.ts');
  const asOf = await load<{ today(): string }>('src/shared/publication/as-of.ts');
  const errors = await load<{ ContentError: abstract new (...args: never[]) => Error }>('src/shared/content-error.ts');
  if (!reader?.readSite || !asOf?.today || !errors?.ContentError) return undefined;
  try {
    reader.readSite({
      root,
      pagesDir: join(root, 'pages'),
      publicDir: join(root, 'public'),
      includeDrafts: false,
      asOf: asOf.today(),
    });
  } catch (error) {
    if (error instanceof errors.ContentError) return error;
  }
  return undefined;
}

const earlyError = buildFolder && (await contentError());
if (earlyError) {
  const formatter = await load<ErrorFormatter>(`${buildFolder}/format-build-error.ts`);
  console.error(formatter ? formatter.formatBuildError(earlyError, root) : earlyError.message);
  process.exit(1);
}
// The review starts the other side's build on this line (`buildSide`'s `onContentRead`).
process.stdout.write(`${contentReadLine}\n`);
const site = buildFolder && (await load<SiteBuild>(`${buildFolder}/build-site.ts`));
if (!buildFolder || !site) {
  console.error(`${root} has no builder/build-site.ts to build with`);
  process.exit(1);
}
try {
  const built = await site.buildSite({ outDir });
  // Beside the output, for the report's warnings (review/build-warnings.ts): only what it lists.
  const warnings = (built.warnings ?? []).map(({ file, line, message }) => ({ file, line, message }));
  writeFileSync(`${outDir}.warnings.json`, JSON.stringify(warnings));
} catch (error) {
  const formatter = await load<ErrorFormatter>(`${buildFolder}/format-build-error.ts`);
  console.error(
    formatter ? formatter.formatBuildError(error, root) : error instanceof Error ? error.message : String(error),
  );
  process.exitCode = 1;
}
