import { namesOfKind, type PageKindName } from './page-kinds';

/** The pages of one build, by kind, to check names against (each kind's names worked out once). */
export class KnownPages {
  private readonly byKind = new Map<PageKindName, { sorted: string[]; set: Set<string> }>();

  constructor(readonly paths: readonly string[]) {}

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
