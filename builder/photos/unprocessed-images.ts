import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { ContentError, type ContentProblem } from '../../src/shared/content-error';
import { fileSize, unprocessedImageBytes } from '../../content/photos/photo-limits';
import { rasterImage } from '../../src/shared/photos/photo-set';
import { publicFiles } from '../../content/links/source-targets';

/**
 * Takes out of the staging folder the originals over 300 KB of the public/ files the pages show
 * as photos (the client build copied all of public/): visitors get the photo's files instead.
 * A smaller original stays, so a link to the file itself keeps working.
 */
export async function leaveOutPhotoOriginals(staging: string, urls: Iterable<string>, publicDir: string) {
  for (const url of urls)
    if ((await stat(join(publicDir, url))).size > unprocessedImageBytes) await rm(join(staging, url), { force: true });
}

/** Where a file comes from that the build copies rather than writes: `public/`, or the bundler's `assets/`. */
async function copiedFiles(staging: string, publicDir: string): Promise<string[]> {
  const assets = join(staging, 'assets');
  const bundled = existsSync(assets)
    ? (await readdir(assets, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => relative(staging, join(entry.parentPath, entry.name)).split(sep).join('/'))
    : [];
  return [...[...publicFiles(publicDir)].map((url) => url.slice(1)), ...bundled];
}

/**
 * The build's check that no raster file over 300 KB reaches the built site unprocessed: every
 * such file the build copied into the staging folder (a file of public/ that no page shows as an
 * image, or one the site's code imports, which the bundler puts in `assets/`) stops the build with
 * its name. The build's own files (documents, photos, share images) are not copies. Raster files
 * in public/ that no page names (a favicon, a fallback preview image) ship as they are when they
 * are 300 KB or smaller.
 */
export async function checkUnprocessedImages(staging: string, publicDir: string, root: string): Promise<void> {
  const problems: ContentProblem[] = [];
  for (const path of await copiedFiles(staging, publicDir)) {
    if (!rasterImage.test(path)) continue;
    const size = await stat(join(staging, path)).then(
      (found) => found.size,
      () => 0,
    );
    if (size <= unprocessedImageBytes) continue;
    const source = existsSync(join(publicDir, path)) ? join(publicDir, path) : join(staging, path);
    const file = relative(root, source).split(sep).join('/');
    problems.push({
      file,
      message: `an image of ${fileSize(size)} that no page shows, so it would be published as it is; an image in public/ that no page shows may be at most ${fileSize(unprocessedImageBytes)}: show it on a page as an image (![What it shows](/${path})), make it smaller, or delete it`,
    });
  }
  if (problems.length) throw new ContentError(problems.sort((a, b) => a.file.localeCompare(b.file)));
}
