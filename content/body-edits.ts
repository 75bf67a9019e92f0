import type { PageTexts } from './page-texts';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A page's frontmatter as written, `---` lines included; undefined when the text has none. */
export function frontmatterBlock(text: string): string | undefined {
  const source = text.replace(/^\uFEFF/, '');
  if (!source.startsWith('---')) return undefined;
  const end = source.indexOf('\n---', 3);
  return end < 0 ? undefined : source.slice(0, end + 4);
}

interface RememberedPage {
  frontmatter: string;
  /** The day the page index gave as its last change (`2026-11-23`). */
  changedOn: string | undefined;
}

/**
 * What the page index was built from, page by page, so that the dev server can tell an edit of a
 * page's body from one that changes the index. The index holds every page's frontmatter and last
 * change (days are what pages show), and a broken page's problems, which its body can change; an
 * edit that changes none of these leaves the index as it is, and with it every module that imports
 * it, so only the edited page compiles again.
 */
export class BodyEdits {
  private pages = new Map<string, RememberedPage>();

  /** Called with the pages each new index was built from (the broken ones left out: their bodies count) and, when read already, their texts. */
  remember(
    pagesDir: string,
    pages: readonly { file: string; path: string }[],
    lastModified: Record<string, string>,
    texts?: PageTexts,
  ) {
    this.pages = new Map();
    for (const { file, path } of pages) {
      const frontmatter = frontmatterBlock(texts?.get(file) ?? readFileSync(join(pagesDir, file), 'utf8'));
      if (frontmatter !== undefined)
        this.pages.set(join(pagesDir, file), { frontmatter, changedOn: lastModified[path]?.slice(0, 10) });
    }
  }

  /**
   * Whether the saved `file` changed only its body: same frontmatter, and already dated the day it
   * was saved (`savedOn`, by default its file time's UTC day), as an edited page is (a page whose
   * visible text differs from its last commit is dated by the file's time).
   */
  isBodyOnly(file: string, savedOn?: string): boolean {
    const remembered = this.pages.get(file);
    if (!remembered) return false;
    let text: string;
    try {
      if (remembered.changedOn !== (savedOn ?? statSync(file).mtime.toISOString().slice(0, 10))) return false;
      text = readFileSync(file, 'utf8');
    } catch {
      return false;
    }
    return frontmatterBlock(text) === remembered.frontmatter;
  }
}
