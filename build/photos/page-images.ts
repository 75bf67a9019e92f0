import { existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { sortedByPlace, type ContentProblem } from '../../src/content/content-error';
import { photoJob, type PhotoJob } from '../../src/content/photos/photo-plugin';
import { photoLimitMessage, photoLimits, type PhotoLimits } from '../../src/content/photos/photo-limits';
import { isPublicPhoto, isRelativePhoto } from '../../src/content/photos/photo-set';
import { linkMessage } from '../source-links/source-link';

/** A raster image a page names, where it names it, and its original on disk. */
export interface ImageUse {
  /** As the page means it: `/images/team.jpg`, `./team.jpg` (escapes decoded, no query). */
  url: string;
  /** The original, absolute. */
  file: string;
  /** A file in public/, rather than beside the page. */
  inPublic: boolean;
  line: number;
  column: number;
}

const rasterMention = /\.(?:jpe?g|png|webp|avif)\b/i;
// A Markdown destination, a quoted string (props, prop expressions, quoted YAML) or an unquoted
// YAML value that ends in a raster extension: a superset (code samples come along), which is fine
// for a check that only reads files that exist.
const writtenImage = /(?:\]\(\s*<?|["'`]|:[ \t]+)([^\s"'`()<>{}\\]*\.(?:jpe?g|png|webp|avif))(?=[\s"'`)>?#,]|$)/gim;

function decoded(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** Every raster image in public/ or beside the page that a page's text (frontmatter and body) names, whose file exists. */
export function imageUsesOf(text: string, pageFile: string, publicDir: string): ImageUse[] {
  if (!rasterMention.test(text)) return [];
  const uses: ImageUse[] = [];
  for (const match of text.matchAll(writtenImage)) {
    const url = decoded(match[1]);
    const inPublic = isPublicPhoto(url);
    if (!inPublic && !isRelativePhoto(url)) continue;
    const file = inPublic ? join(publicDir, url) : join(dirname(pageFile), url);
    if (!existsSync(file)) continue;
    const index = match.index + match[0].length - match[1].length;
    const before = text.slice(0, index);
    uses.push({ url, file, inPublic, line: before.split('\n').length, column: index - before.lastIndexOf('\n') });
  }
  return uses;
}

/** A file's size and, within the byte limit, its pixel size (read from its header, not decoded). */
async function originalSize(file: string, limits: PhotoLimits) {
  const { size: bytes } = await stat(file);
  if (bytes > limits.bytes) return { bytes };
  const { default: sharp } = await import('sharp');
  const { width, height } = await sharp(file).metadata();
  return { bytes, width, height };
}

export interface PageImagesInput {
  pages: readonly { file: string }[];
  pagesDir: string;
  /** `pagesDir` as messages name it. */
  pagesLabel: string;
  /** The folder messages name files from. */
  root: string;
  publicDir: string;
  limits?: PhotoLimits;
}

export interface PageImages {
  /** Each use of an original over a limit, on the page line that names it. */
  problems: ContentProblem[];
  /** Every raster file in public/ a page names, by the path pages write: the pages render its `PhotoSet`, the photo step encodes it. */
  publicPhotos: Map<string, PhotoJob>;
}

/** Each use of a raster image in the pages, with the page that names it as messages name it. */
function pageImageUses({ pages, pagesDir, pagesLabel, publicDir }: PageImagesInput) {
  return pages.flatMap((page) => {
    const file = join(pagesDir, page.file);
    return imageUsesOf(readFileSync(file, 'utf8'), file, publicDir).map((use) => ({
      ...use,
      page: `${pagesLabel}/${page.file}`,
    }));
  });
}

/** Checks each use's original against the limits, reading each file once; calls `within` for those within them. */
async function checkLimits(
  { root, limits = photoLimits, ...input }: PageImagesInput,
  within: (use: ImageUse) => Promise<void>,
): Promise<ContentProblem[]> {
  const sizes = new Map<string, ReturnType<typeof originalSize>>();
  const problems: ContentProblem[] = [];
  await Promise.all(
    pageImageUses({ root, ...input }).map(async (use) => {
      let size = sizes.get(use.file);
      if (!size) sizes.set(use.file, (size = originalSize(use.file, limits)));
      const label = relative(root, use.file).split(sep).join('/');
      const why = photoLimitMessage(label, await size, limits);
      if (why)
        problems.push({
          file: use.page,
          line: use.line,
          column: use.column,
          message: linkMessage({ kind: 'file', text: '', url: use.url }, why),
        });
      else await within(use);
    }),
  );
  return sortedByPlace(problems);
}

/** The uses of originals over a limit in these pages: the dev server's banner for the page viewed. */
export function imageLimitProblems(input: PageImagesInput): Promise<ContentProblem[]> {
  return checkLimits(input, async () => {});
}

/**
 * The raster images the pages name, in public/ or beside them: each original read once, checked
 * against the limits (`photoLimits`), and those in public/ made photo jobs, as the compile does
 * for photos beside a page. sharp loads only when a page names a raster image.
 */
export async function readPageImages(input: PageImagesInput): Promise<PageImages> {
  const jobs = new Map<string, Promise<PhotoJob>>();
  const publicPhotos = new Map<string, PhotoJob>();
  const problems = await checkLimits(input, async (use) => {
    if (!use.inPublic) return;
    let job = jobs.get(use.file);
    if (!job) jobs.set(use.file, (job = photoJob(use.file)));
    publicPhotos.set(use.url, await job);
  });
  return { problems, publicPhotos: new Map([...publicPhotos].sort(([a], [b]) => a.localeCompare(b))) };
}
