import { readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { ContentError } from '../../src/shared/content-error';
import type { Redirect } from '../redirects';
import { formAction } from '../../src/forms/form-action';
import { forms } from '../../src/forms/forms';
import { site } from '../../src/site';
import { brokenLinks, type CheckedPage } from './link-check';
import type { RenderedPage } from '../../builder/prerender';
import { locateBrokenLinks } from './locate-broken-links';

export interface BuiltLinksInput {
  root: string;
  staging: string;
  /** The pages as written, with their entries. */
  rendered: readonly RenderedPage[];
  /** The content folder as the messages name it. */
  pagesLabel: string;
  redirects: readonly Redirect[];
  drafts: ReadonlySet<string>;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The safety net for links the source does not write as such (built from frontmatter, anchors):
 * every internal link of the written HTML must reach a page, file, form receiver or element id.
 * Throws a ContentError placing each broken link on its source line; returns every written file.
 */
export async function checkBuiltLinks({
  root,
  staging,
  rendered,
  pagesLabel,
  redirects,
  drafts,
}: BuiltLinksInput): Promise<string[]> {
  const files = await listFiles(staging);
  const urlPaths = new Set(
    files.map(
      (file) =>
        '/' +
        file
          .slice(staging.length + 1)
          .split(sep)
          .join('/'),
    ),
  );
  const checked = new Map<string, CheckedPage>(
    rendered.map(({ entry, links, ids }) => [
      entry.path,
      {
        file: `${pagesLabel}/${entry.file}`,
        path: entry.path,
        links,
        ids,
        allowHashLinks: entry.frontmatter.allowHashLinks,
      },
    ]),
  );
  const endpoints = new Set(forms.map((form) => formAction(form.id)));
  const broken = brokenLinks({ origin: site.url, pages: checked, redirects, files: urlPaths, endpoints, drafts });
  if (broken.length) throw new ContentError(locateBrokenLinks(broken, root, site.url));
  return files;
}
