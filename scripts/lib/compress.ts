import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;

/** Writes `.br` and `.gz` beside each text file worth compressing, for the server to send as they are. */
export async function precompress(files: readonly string[]): Promise<void> {
  await Promise.all(
    files
      .filter((file) => compressible.test(file))
      .map(async (file) => {
        const data = await readFile(file);
        if (data.length < 1024) return;
        // Highest quality only for the few hashed assets; pages are many and 9 is far faster.
        const quality = file.includes('/assets/') ? 11 : 9;
        const [br, gz] = await Promise.all([
          brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
          gzipAsync(data, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
  );
}
