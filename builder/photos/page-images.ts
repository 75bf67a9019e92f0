import { pageText, type PageTexts } from '../../content/page-texts';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { sortedByPlace, type ContentProblem } from '../../src/shared/content-error';
import { photoJob, type PhotoJob, type PhotoShape } from '../../content/photos/photo-plugin';
import { photoLimitMessage, photoLimits, type PhotoLimits } from '../../content/photos/photo-limits';
import { isPublicPhoto, isRelativePhoto } from '../../src/shared/photos/photo-set';
import { linkMessage } from '../../content/links/source-link';

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

/** The shapes of the originals read before, by content hash, in `<cacheDir>/originals.json`. */
class KnownShapes {
  readonly shapes: Map<string, PhotoShape>;
  private readonly before: number;

  constructor(private readonly file: string | undefined) {
    this.shapes = new Map(
      file && existsSync(file)
        ? Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, PhotoShape>)
        : [],
    );
    this.before = this.shapes.size;
  }

  async save(): Promise<void> {
    if (!this.file || this.shapes.size === this.before) return;
    await mkdir(dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify(Object.fromEntries(this.shapes)));
  }
}

/** An original's size in bytes and, within the byte limit, its photo job (content hash and pixel size). */
async function readOriginal(file: string, limits: PhotoLimits, known: KnownShapes) {
  const { size: bytes } = await stat(file);
  if (bytes > limits.bytes) return { bytes };
  const job = await photoJob(file, known.shapes);
  known.shapes.set(job.hash, { fallback: job.fallback, width: job.width, height: job.height });
  return { bytes, width: job.width, height: job.height, job };
}

export interface PageImagesInput {
  pages: readonly { file: string }[];
  /** The pages' texts, read once (`readSite`). */
  texts: PageTexts;
  pagesDir: string;
  /** `pagesDir` as messages name it. */
  pagesLabel: string;
  /** The folder messages name files from. */
  root: string;
  publicDir: string;
  limits?: PhotoLimits;
  /** Folder where what sharp read of each original is kept between builds, so a warm build loads no sharp; false keeps nothing. */
  cacheDir?: string | false;
}

export interface PageImages {
  /** Each use of an original over a limit, on the page line that names it. */
  problems: ContentProblem[];
  /** Every raster file in public/ a page names, by the path pages write: the pages render its `PhotoSet`, the photo step encodes it. */
  publicPhotos: Map<string, PhotoJob>;
}

/** Each use of a raster image in the pages, with the page that names it as messages name it. */
function pageImageUses({ pages, texts, pagesDir, pagesLabel, publicDir }: PageImagesInput) {
  return pages.flatMap((page) => {
    const file = join(pagesDir, page.file);
    return imageUsesOf(pageText(texts, page.file), file, publicDir).map((use) => ({
      ...use,
      page: `${pagesLabel}/${page.file}`,
    }));
  });
}

/**
 * The raster images the pages name, in public/ or beside them: each original read once, checked
 * against the limits (`photoLimits`), and those in public/ made photo jobs, as the compile does
 * for photos beside a page. sharp loads only for an original not read before.
 */
export async function readPageImages({
  root,
  limits = photoLimits,
  cacheDir = false,
  ...input
}: PageImagesInput): Promise<PageImages> {
  const known = new KnownShapes(cacheDir ? join(cacheDir, 'originals.json') : undefined);
  const originals = new Map<string, ReturnType<typeof readOriginal>>();
  const problems: ContentProblem[] = [];
  const publicPhotos = new Map<string, PhotoJob>();
  await Promise.all(
    pageImageUses({ root, ...input }).map(async (use) => {
      let original = originals.get(use.file);
      if (!original) originals.set(use.file, (original = readOriginal(use.file, limits, known)));
      const read = await original;
      const label = relative(root, use.file).split(sep).join('/');
      const why = photoLimitMessage(label, read, limits);
      if (why)
        problems.push({
          file: use.page,
          line: use.line,
          column: use.column,
          message: linkMessage({ kind: 'file', text: '', url: use.url }, why),
        });
      else if (use.inPublic && read.job) publicPhotos.set(use.url, read.job);
    }),
  );
  await known.save();
  return {
    problems: sortedByPlace(problems),
    publicPhotos: new Map([...publicPhotos].sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** The uses of originals over a limit in these pages: the dev server's banner for the page viewed. */
export async function imageLimitProblems(input: PageImagesInput): Promise<ContentProblem[]> {
  return (await readPageImages(input)).problems;
}
