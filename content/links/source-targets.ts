import type { Unpublished } from '../publication/publication-state';
import { folderFiles } from '../folder-files';
import type { PageEntry } from '../../src/shared/page-entry';
import { redirectsOf } from '../redirects';
import { formAction } from '../../src/forms/form-action';
import { forms } from '../../src/forms/forms';
import { site } from '../../src/site';
import type { LinkTargets } from './link-check';

// Written by the build besides the pages and public/, so a page may link to them.
const generatedFiles = ['/sitemap.xml', '/robots.txt'];

/** Every file in `publicDir`, as the URL path it is served at: `/images/logo.svg` (no link out of the folder). */
export function publicFiles(publicDir: string): Set<string> {
  return new Set(folderFiles(publicDir).files.map((file) => `/${file}`));
}

export interface SourceTargetsInput {
  /** The page table (drafts in it too, in dev). */
  pages: readonly Pick<PageEntry, 'path' | 'frontmatter'>[];
  /** Pages that failed their own checks: they are reported themselves, so links to them are not. */
  brokenPaths: readonly (string | null)[];
  drafts: ReadonlySet<string>;
  publicDir: string;
  /** Pages not published on the build's day (among `drafts` when left out): a link to one says why. */
  unpublished?: readonly Unpublished[];
}

/**
 * What a link in a page's source may lead to before anything is rendered: pages, aliases, drafts
 * (refused), files in public/ and the form receivers. Element ids are not known yet, so anchors
 * are left to the check of the rendered pages.
 */
export function sourceLinkTargets({
  pages,
  brokenPaths,
  drafts,
  publicDir,
  unpublished = [],
}: SourceTargetsInput): LinkTargets {
  const paths = [...pages.map((page) => page.path), ...brokenPaths.filter((path) => path !== null)];
  return {
    origin: site.url,
    pages: new Map(paths.map((path) => [path, {}])),
    redirects: redirectsOf(pages),
    files: new Set([...publicFiles(publicDir), ...generatedFiles]),
    endpoints: new Set(forms.map((form) => formAction(form.id))),
    drafts,
    unpublished: new Map(unpublished.flatMap(({ path, publication }) => (path ? [[path, publication]] : []))),
  };
}
