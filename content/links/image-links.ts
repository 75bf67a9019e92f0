import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, posix, relative } from 'node:path';
import { leavesFolder } from '../folder-files';
import { isRelativePhoto } from '../../src/shared/photos/photo-set';
import type { SourceLink } from './source-link';

/** The page a link is written in: its file on disk, and as messages name it (`pages/about/team.mdx`). */
export interface PageFile {
  absolute: string;
  label: string;
  /** The pages folder the file is in: a photo beside the page is taken from inside it only. */
  folder: string;
}

/** Neither a URL with a scheme, nor a path from the site's root or a bare anchor: `./team.jpg`, `photos/a.png`. */
export function isRelativePath(url: string): boolean {
  return url !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('/') && !url.startsWith('#');
}

function decoded(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/**
 * What is wrong with a Markdown image that the link check cannot see: no alt text, or a photo
 * beside the page that is missing or not a JPEG or PNG. Null when it is fine, or is not a photo
 * beside the page (the link check then looks at it as any other file link).
 */
export function markdownImageProblem(link: SourceLink, page: PageFile | undefined): string | null {
  if (!link.text.trim())
    return `no alt text; write what the image shows between the brackets, e.g. ![Team at work](${link.url})`;
  if (!isRelativePath(link.url)) return null;
  if (!isRelativePhoto(link.url))
    return 'a photo beside a page must be a JPEG or PNG (.jpg, .jpeg or .png); other images go in public/';
  return missingPhoto(link, page);
}

/**
 * Why a photo beside the page, `![alt](./team.jpg)` or `<Banner image="./team.jpg">`, cannot be
 * shown: no file at that path. Null when it is there, or the page's file is not known. (A prop's
 * alt text is the component check's: `imageAlt` is a required prop.)
 */
export function missingPhoto(link: SourceLink, page: PageFile | undefined): string | null {
  if (!page) return null;
  const path = decoded(link.url.split(/[?#]/)[0]);
  const file = join(dirname(page.absolute), path);
  const outside = relative(page.folder, file);
  if (outside.startsWith('..') || isAbsolute(outside) || leavesFolder(page.folder, file))
    return `${path} leads out of the pages folder, and the site takes no photo from outside it; put the photo beside the page and write ./${basename(file)}`;
  // Named with its folder's listing, not existsSync: a disk that ignores case (macOS, Windows)
  // would find `team-photo.jpg` for `Team-Photo.jpg`, and the server that publishes would not.
  const names = existsSync(dirname(file)) ? readdirSync(dirname(file)) : [];
  if (names.includes(basename(file))) return null;
  const inOtherCase = names.find((name) => name.toLowerCase() === basename(file).toLowerCase());
  const missing = `no file at ${posix.normalize(posix.join(posix.dirname(page.label), path))}`;
  return inOtherCase ? `${missing}; did you mean ${inOtherCase}?` : missing;
}
