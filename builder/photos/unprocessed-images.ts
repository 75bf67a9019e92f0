import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
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

// Built files other than documents that may name a file by its URL: feeds, the bundle's scripts and styles, manifests.
const namingFile = /\.(?:xml|js|mjs|css|json|webmanifest|txt)$/;

/** The path a built link names on this site, decoded (`/images/uploads/harbour%20view.jpg` → `/images/uploads/harbour view.jpg`); null for another site's. */
function sitePath(link: string, origin: string): string | null {
  try {
    const url = new URL(link, origin);
    return url.origin === new URL(origin).origin ? decodeURI(url.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * Takes out of the staging folder the original of every public/ file the pages show as a photo
 * (`urls`, as the pages write them) that no built file names as it is: visitors get the photo's
 * own files, so the original (a studio upload kept at 1440 px, a photo dropped into public/images)
 * would only add to the site's weight. An original a page links to (`[the full photo](/images/x.jpg)`),
 * a share image, a feed or the site's code names stays. Runs once every document, feed and share
 * image is written, before the link check lists the files.
 */
export async function leaveOutUnnamedPhotoOriginals({
  staging,
  urls,
  documentLinks,
  origin,
}: {
  staging: string;
  urls: Iterable<string>;
  /** Every link of every built document (`RenderedPage.links`). */
  documentLinks: Iterable<Iterable<string>>;
  origin: string;
}): Promise<string[]> {
  const candidates = new Set([...urls].filter((url) => existsSync(join(staging, url))));
  if (candidates.size === 0) return [];
  for (const links of documentLinks)
    for (const link of links) {
      const path = sitePath(link, origin);
      if (path !== null) candidates.delete(path);
    }
  if (candidates.size === 0) return [];
  const others = (await readdir(staging, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && namingFile.test(entry.name),
  );
  for (const entry of others) {
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
    for (const url of candidates) if (text.includes(url) || text.includes(encodeURI(url))) candidates.delete(url);
    if (candidates.size === 0) return [];
  }
  for (const url of candidates) await rm(join(staging, url), { force: true });
  return [...candidates].sort();
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
