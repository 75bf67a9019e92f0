import { namesOfKind, type PageKindName } from '../src/shared/page-kinds';
import type { Redirect } from './redirects';
import type { Vocabularies } from './vocabularies/vocabulary-file';

/** The vocabularies a build checks terms against, and the file messages name for them. */
export interface KnownVocabularies {
  terms: Vocabularies;
  /** `pages/_vocabularies.yaml` */
  file: string;
}

/**
 * The pages of one build, by kind, to check names against (each kind's names worked out once), and
 * its vocabularies (absent when the vocabularies file itself has problems: terms are then not checked).
 */
export class KnownPages {
  private readonly byKind = new Map<PageKindName, { sorted: string[]; set: Set<string> }>();

  private readonly redirectTo: ReadonlyMap<string, string>;

  constructor(
    readonly paths: readonly string[],
    readonly vocabularies?: KnownVocabularies,
    redirects: readonly Redirect[] = [],
  ) {
    this.redirectTo = new Map(redirects.map(({ from, to }) => [from, to]));
  }

  /** The page an old path (an alias) now leads to, without its anchor: a name that was renamed. */
  renamedTo(path: string): string | undefined {
    return this.redirectTo.get(path)?.split('#')[0];
  }

  /** The names of every page of `kind`, sorted. */
  names(kind: PageKindName): string[] {
    return this.ofKind(kind).sorted;
  }

  has(kind: PageKindName, name: string): boolean {
    return this.ofKind(kind).set.has(name);
  }

  private ofKind(kind: PageKindName) {
    let known = this.byKind.get(kind);
    if (!known) {
      const sorted = namesOfKind(kind, this.paths);
      known = { sorted, set: new Set(sorted) };
      this.byKind.set(kind, known);
    }
    return known;
  }
}
