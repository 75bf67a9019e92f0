import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { ContentError, type ContentProblem } from '../../src/content/content-error';
import { fileSize, unprocessedImageBytes } from '../../src/content/photos/photo-limits';
import { rasterImage } from '../../src/content/photos/photo-set';

// What the build writes itself, already sized for the web: the photos' files and the share images.
const processedFolders = ['images/photos/', 'images/share/'];

/**
 * Takes out of the staging folder the originals over 300 KB of the public/ files the pages show
 * as photos (the client build copied all of public/): visitors get the photo's files instead.
 * A smaller original stays, so a link to the file itself keeps working.
 */
export async function leaveOutPhotoOriginals(staging: string, urls: Iterable<string>, publicDir: string) {
  for (const url of urls)
    if ((await stat(join(publicDir, url))).size > unprocessedImageBytes) await rm(join(staging, url), { force: true });
}

/**
 * The build's check that no raster file over 300 KB reaches the built site unprocessed: every
 * such file in the staging folder outside the build's own photo and share-image folders (a file of
 * public/ that no page shows as an image, or one the site's code imports) stops the build with its name.
 * Raster files in public/ that no page names (a favicon, a fallback preview image) ship as they
 * are when they are 300 KB or smaller.
 */
export async function checkUnprocessedImages(staging: string, publicDir: string, root: string): Promise<void> {
  const entries = await readdir(staging, { recursive: true, withFileTypes: true });
  const problems: ContentProblem[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !rasterImage.test(entry.name)) continue;
    const path = relative(staging, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (processedFolders.some((folder) => path.startsWith(folder))) continue;
    const { size } = await stat(join(staging, path));
    if (size <= unprocessedImageBytes) continue;
    // From public/ but for an image the site's code imports, which the bundler names by its hash.
    const source = existsSync(join(publicDir, path)) ? join(publicDir, path) : join(staging, path);
    const file = relative(root, source).split(sep).join('/');
    problems.push({
      file,
      message: `an image of ${fileSize(size)} that no page shows, so it would be published as it is; an image in public/ that no page shows may be at most ${fileSize(unprocessedImageBytes)}: show it on a page as an image (![What it shows](/${path})), make it smaller, or delete it`,
    });
  }
  if (problems.length) throw new ContentError(problems.sort((a, b) => a.file.localeCompare(b.file)));
}
