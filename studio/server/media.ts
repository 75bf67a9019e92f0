import { posix } from 'node:path';
import { bodyStart } from '../../content/links/blank-frontmatter';
import { urlFields } from '../../content/links/frontmatter-links';
import { linkValueKind } from '../../content/links/link-props';
import { linksInMdx } from '../../content/links/mdx-links';
import type { Site } from '../../content/read-site';
import { isPublicPhoto, isRelativePhoto } from '../../src/shared/photos/photo-set';
import type { MediaImage, MediaList, MediaUse } from '../shared/api';
import type { WorkspaceAccess } from './workspace-access';

/** The images the media panel lists: what the site can show as an image. */
export const imageFile = /\.(jpe?g|png|webp|avif|gif|svg)$/i;

/** The file a page's reference names, by its name in the studio (`public/images/x.jpg`, `pages/about/x.jpg`), or null. */
export function referencedFile(reference: string, pageFile: string): string | null {
  const [bare] = reference.split(/[?#]/);
  let url: string;
  try {
    url = decodeURI(bare);
  } catch {
    url = bare;
  }
  if (url.startsWith('/') && !url.startsWith('//') && (isPublicPhoto(url) || imageFile.test(url)))
    return `public${posix.normalize(url)}`;
  if (isRelativePhoto(url)) {
    const file = posix.normalize(posix.join('pages', posix.dirname(pageFile), url));
    return file.startsWith('pages/') ? file : null;
  }
  return null;
}

/** The line of the frontmatter that first writes `value`. */
function frontmatterLine(text: string, value: string): number {
  const index = text.slice(0, bodyStart(text)).indexOf(value);
  return index === -1 ? 1 : text.slice(0, index).split('\n').length;
}

/** An object in the frontmatter by its path (`['slides', 0]`). */
function objectAt(frontmatter: Record<string, unknown>, path: (string | number)[]): Record<string, unknown> {
  let value: unknown = frontmatter;
  for (const key of path) value = (value as Record<string | number, unknown> | undefined)?.[key];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The alt text written beside an image field: `imageAlt` beside `image`, `logoAlt` beside `logo`, or `alt`. */
function fieldAlt(owner: Record<string, unknown>, name: string): string {
  const alt = owner[`${name}Alt`] ?? owner.alt;
  return typeof alt === 'string' ? alt.replace(/\s+/g, ' ').trim() : '';
}

// The uses found in a page's text, kept by that text: the list is asked for often, the pages change rarely.
const usesByText = new Map<string, { reference: string; alt: string; line: number }[]>();

/**
 * The images a page shows, found by the build's own finders: the MDX syntax tree's Markdown images
 * and image props (`linksInMdx`, as the link check reads them), and the frontmatter's image fields
 * (`urlFields`, as the frontmatter's link check reads them).
 */
function imagesOfPage(
  text: string,
  frontmatter: Record<string, unknown>,
): { reference: string; alt: string; line: number }[] {
  const key = text;
  const known = usesByText.get(key);
  if (known) return known;
  const found: { reference: string; alt: string; line: number }[] = [];
  const fields = Object.fromEntries(Object.entries(frontmatter).filter(([name]) => name !== 'aliases'));
  for (const { url, name, path } of urlFields(fields))
    if (linkValueKind(name, url) === 'file')
      found.push({
        reference: url,
        alt: fieldAlt(objectAt(fields, path.slice(0, -1)), name),
        line: frontmatterLine(text, url),
      });
  let links: ReturnType<typeof linksInMdx> = [];
  try {
    links = linksInMdx(text);
  } catch {
    // A page that is not valid MDX shows what its compile error says; its images are found once it is fixed.
  }
  for (const link of links)
    if (link.kind === 'file' || link.markdownImage)
      found.push({ reference: link.url, alt: link.fullText ?? link.text, line: link.line });
  if (usesByText.size > 2000) usesByText.clear();
  usesByText.set(key, found);
  return found;
}

/** Every place the site's pages show each image file, by the file's studio name. */
export function imageUses(site: Site): Map<string, MediaUse[]> {
  const uses = new Map<string, MediaUse[]>();
  for (const page of site.pages) {
    const text = site.texts.get(page.file);
    if (text === undefined) continue;
    for (const found of imagesOfPage(text, page.frontmatter)) {
      const file = referencedFile(found.reference, page.file);
      if (!file) continue;
      const use: MediaUse = {
        file: `pages/${page.file}`,
        path: page.path,
        title: page.frontmatter.title,
        line: found.line,
        reference: found.reference,
        alt: found.alt,
      };
      uses.set(file, [...(uses.get(file) ?? []), use]);
    }
  }
  return uses;
}

/**
 * Every image of the site, under public/images and beside the pages, with its size and the places
 * that show it with their alt texts; most used first, then by name.
 */
export async function mediaList(
  workspace: WorkspaceAccess,
  site: Site,
  sizeOf: (file: string, bytes: Buffer) => Promise<{ width?: number; height?: number }>,
): Promise<MediaList> {
  const uses = imageUses(site);
  const files = [...(await workspace.list('public/images')), ...(await workspace.list('pages'))].filter((file) =>
    imageFile.test(file),
  );
  const images: MediaImage[] = [];
  for (const file of files) {
    const bytes = await workspace.read(file);
    const inPublic = file.startsWith('public/');
    images.push({
      file,
      url: inPublic
        ? file.slice('public'.length)
        : `/@fs${posix.join(workspace.pagesDir, file.slice('pages/'.length))}`,
      fieldValue: inPublic ? file.slice('public'.length) : null,
      bytes: bytes.length,
      ...(await sizeOf(file, bytes)),
      uses: uses.get(file) ?? [],
    });
  }
  images.sort((a, b) => b.uses.length - a.uses.length || a.file.localeCompare(b.file));
  return { images };
}
