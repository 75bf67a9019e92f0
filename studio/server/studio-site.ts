import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';
import { parseDocument } from 'yaml';
import { checkPage, type PageCheck } from '../../content/check-page';
import { readSite, type Site } from '../../content/read-site';
import type { ContentProblem } from '../../src/shared/content-error';
import { today } from '../../src/shared/publication/as-of';
import type { Diagnostic } from '../shared/api';
import { WorkspaceRefusal } from './workspace-access';

interface CachedCheck {
  text: string;
  shape: string;
  check: PageCheck;
}

/** A file's sha256, as `FileText.version` gives it. */
export function versionOf(bytes: string | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A problem placed as the studio places it (line 1 when the build names no line). */
export function diagnosticOf({ line, column, message, severity }: ContentProblem): Diagnostic {
  return { line: line ?? 1, ...(column ? { column } : {}), message, severity: severity ?? 'error' };
}

/**
 * The site as the dev server reads it (`readSite`, tolerant, drafts included), read again only
 * after a file under the pages folder changed, and each page's checks kept by its text: the
 * studio asks for them at every pause in typing and for every page of the list.
 */
export class StudioSite {
  readonly root: string;
  readonly pagesDir: string;
  readonly publicDir: string;
  /** The pages folder as the build's messages name it (`pages`, or `../tmp/x/pages` for a scratch copy). */
  readonly pagesLabel: string;
  #site: { site: Site; asOf: string; shape: string } | undefined;
  readonly #checks = new Map<string, CachedCheck>();

  constructor({ root, pagesDir, publicDir }: { root: string; pagesDir: string; publicDir: string }) {
    this.root = root;
    this.pagesDir = pagesDir;
    this.publicDir = publicDir;
    this.pagesLabel = relative(root, pagesDir).split(sep).join('/') || '.';
  }

  /** Forgets the site read: a file under the pages folder changed. */
  invalidate(): void {
    this.#site = undefined;
  }

  /** Forgets the checks of the pages whose text names a file that came or went (a photo, a download). */
  forgetChecksNaming(fileName: string): void {
    for (const [file, cached] of this.#checks) if (cached.text.includes(fileName)) this.#checks.delete(file);
  }

  /** The site read, tolerant: a broken page is listed in `broken`, never thrown. */
  current(): Site {
    const asOf = today();
    if (this.#site?.asOf === asOf) return this.#site.site;
    const site = readSite({
      root: this.root,
      pagesDir: this.pagesDir,
      publicDir: this.publicDir,
      includeDrafts: true,
      asOf,
      tolerant: true,
      checkLinks: false,
    });
    // What a page's checks read of the other pages: their paths, frontmatter and the vocabularies.
    // A body edit of one page leaves the others' checks as they were.
    const shape = versionOf(
      JSON.stringify({
        pages: site.pages.map((page) => [page.file, page.path, page.frontmatter]),
        broken: site.broken.map((page) => page.path),
        drafts: [...site.drafts],
        unpublished: site.unpublished,
        vocabularies: site.vocabularies ?? null,
      }),
    );
    this.#site = { site, asOf, shape };
    return site;
  }

  /** The API name of a file a problem names (`pages/x.mdx`), from the build's label of it. */
  apiName(label: string): string {
    return label.startsWith(`${this.pagesLabel}/`) ? `pages/${label.slice(this.pagesLabel.length + 1)}` : label;
  }

  /** The build's label of an API name under `pages/`. */
  label(file: string): string {
    return `${this.pagesLabel}/${pagesRelative(file)}`;
  }

  /** The build's checks of a page's text, saved or not. */
  async checkPage(file: string, text: string): Promise<PageCheck> {
    const site = this.current();
    const shape = this.#site?.shape ?? '';
    const cached = this.#checks.get(file);
    if (cached?.text === text && cached.shape === shape) return cached.check;
    const check = await checkPage(
      site,
      { file: pagesRelative(file), text },
      { root: this.root, pagesDir: this.pagesDir, publicDir: this.publicDir },
    );
    this.#checks.set(file, { text, shape, check });
    return check;
  }

  /** Everything the build would say of this file's text: a page's checks, or a data file's problems. */
  async diagnostics(file: string, text: string): Promise<Diagnostic[]> {
    if (file.endsWith('.mdx')) {
      const { problems, warnings } = await this.checkPage(file, text);
      const label = this.label(file);
      const ofSite = this.current().siteProblems.filter((problem) => problem.file === label);
      return [...problems, ...ofSite, ...warnings].map(diagnosticOf);
    }
    if (/\.ya?ml$/.test(file)) {
      // The text's own YAML mistakes first: the site's problems of the file are those of its saved text.
      const document = parseDocument(text, { prettyErrors: true });
      if (document.errors.length)
        return document.errors.map((error) => ({
          line: error.linePos?.[0].line ?? 1,
          ...(error.linePos ? { column: error.linePos[0].col } : {}),
          message: error.message.split('\n')[0],
          severity: 'error' as const,
        }));
      return this.problemsOfFile(file).map(diagnosticOf);
    }
    return [];
  }

  /**
   * The problems of the whole site that fall in one file: a data file's, two pages claiming one path.
   * (A page's own frontmatter problems come from its check.)
   */
  problemsOfFile(file: string): ContentProblem[] {
    const label = this.label(file);
    return this.current().siteProblems.filter((problem) => problem.file === label);
  }
}

/** `pages/services/cloud.mdx` → `services/cloud.mdx`; anything else is not a page's file. */
export function pagesRelative(file: string): string {
  if (!file.startsWith('pages/')) throw new WorkspaceRefusal(400, `${file} is not a file under pages/.`);
  return file.slice('pages/'.length);
}
