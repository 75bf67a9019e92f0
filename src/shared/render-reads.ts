/**
 * What one page's render read, for the reviewer's report (`review/`): the source files whose
 * content it showed, each with the uses that showed it (`pages/news/gdansk.mdx` → press strip,
 * news list), and the map components it rendered. The server entry opens a record around each
 * render (`recordRenderReads`); anywhere else (the browser, the dev tools) nothing is recorded.
 */
export interface RenderReads {
  /** Source files by path from the project root, with the uses that read each. */
  files: Map<string, Set<string>>;
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

/** The page being rendered read `file` (from the project root) for `use` ("navigation", "press strip"). */
export function noteRead(file: string, use: string): void {
  const reads = currentReads();
  if (!reads) return;
  const uses = reads.files.get(file);
  if (uses) uses.add(use);
  else reads.files.set(file, new Set([use]));
}

/** The page shows `items` in `use` ("news list"); returns them, so a list notes what it shows where it picks it. */
export function shownIn<T extends { file: string }>(use: string, items: T[]): T[] {
  for (const item of items) noteRead(item.file, use);
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
