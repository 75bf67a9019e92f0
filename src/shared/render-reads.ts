/**
 * What one page's render read, for the reviewer's report (`review/`): the source files whose
 * content it showed, each with the uses that showed it (`pages/news/gdansk.mdx` → press strip,
 * news list), and the map components it rendered. The server entry opens a record around each
 * render (`recordRenderReads`); anywhere else (the browser, the dev tools) nothing is recorded.
 */
export interface RenderReads {
  /** Source files by path from the project root, with the uses that read each. */
  files: Map<string, Set<string>>;
  /**
   * What each read of a file showed, by file then use: the values' JSON (a breadcrumb's label and
   * path, a list's item), or undefined once a read of it noted none. The report names a changed file
   * as a cause only where what a read showed changed too (`review/change-sources.ts`).
   */
  shown: Map<string, Map<string, string | undefined>>;
  /** Names of the component map's components the page rendered. */
  components: Set<string>;
  /** Shared labels a page in another language showed in English: its translation file has no line for them. */
  untranslated: Set<string>;
}

/** Where the server entry keeps the record of the render under way (an AsyncLocalStorage). */
export const renderReadsSlot = Symbol.for('site.render.reads');

interface ReadsStore {
  getStore(): RenderReads | undefined;
}

function currentReads(): RenderReads | undefined {
  return ((globalThis as Record<symbol, unknown>)[renderReadsSlot] as ReadsStore | undefined)?.getStore();
}

function jsonOf(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

/**
 * The page being rendered read `file` (from the project root) for `use` ("navigation", "press
 * strip"), and showed `value` of it; without a value, any change to the file may show.
 */
export function noteRead(file: string, use: string, value?: unknown): void {
  const reads = currentReads();
  if (!reads) return;
  const uses = reads.files.get(file);
  if (uses) uses.add(use);
  else reads.files.set(file, new Set([use]));
  let shown = reads.shown.get(file);
  if (!shown) reads.shown.set(file, (shown = new Map<string, string | undefined>()));
  const before = shown.has(use) ? shown.get(use) : '';
  const json = value === undefined ? undefined : jsonOf(value);
  shown.set(use, before === undefined || json === undefined ? undefined : `${before}${json}\n`);
}

/** The page shows `items` in `use` ("news list"); returns them, so a list notes what it shows where it picks it. */
export function shownIn<T extends { file: string }>(use: string, items: T[]): T[] {
  for (const item of items) noteRead(item.file, use, item);
  return items;
}

/** The page showed the shared label `english` in English, its language's file having none. */
export function noteUntranslated(english: string): void {
  currentReads()?.untranslated.add(english);
}

/** The page rendered the component map's `name`. */
export function noteComponent(name: string): void {
  currentReads()?.components.add(name);
}
