import type { PageTexts } from './page-texts';

/**
 * Pages' texts a copywriter has not saved yet, by file relative to the pages folder: while one is
 * here, the dev server's content plugin reads and compiles it instead of the file (or as a new page
 * where no file is yet), so the studio previews a page exactly as it would render once saved,
 * without writing anything (`renderPage` in `check-page.ts`).
 */
export class UnsavedPages {
  readonly #texts = new Map<string, string>();
  // One preview at a time: while one renders, its text is what every render of that page sees.
  #previews: Promise<unknown> = Promise.resolve();

  /**
   * Runs `render` with the page's unsaved text in place, then takes it away again; `changed` is
   * told after each swap (the dev server forgets what it compiled of the page and the page index).
   * Previews wait for each other; one whose `signal` aborted while it waited (the copywriter typed
   * on, and the studio dropped the request) is not rendered, so the latest text is not kept
   * waiting behind every keystroke's.
   */
  async during<T>(
    file: string,
    text: string,
    changed: () => void,
    render: () => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    const turn = this.#previews.then(async () => {
      signal?.throwIfAborted();
      this.set(file, text);
      changed();
      try {
        return await render();
      } finally {
        this.delete(file);
        changed();
      }
    });
    this.#previews = turn.catch(() => {});
    return turn;
  }

  /** Resolves once the previews asked for so far are made (or dropped); never rejects. */
  settled(): Promise<void> {
    return this.#previews.then(() => undefined);
  }

  set(file: string, text: string): void {
    this.#texts.set(file, text);
  }

  delete(file: string): void {
    this.#texts.delete(file);
  }

  has(file: string): boolean {
    return this.#texts.has(file);
  }

  get(file: string): string | undefined {
    return this.#texts.get(file);
  }

  /** The saved texts with the unsaved ones over them, in file order. */
  over(saved: PageTexts): PageTexts {
    if (this.#texts.size === 0) return saved;
    return new Map([...new Map([...saved, ...this.#texts])].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
}
