/**
 * Lets background work (the studio's warm-up) go on only while the dev server is quiet: no request
 * under way and none, nor a file change, for `quietMs`. A developer reading a page leaves such
 * pauses; one saving and reloading does not, and is not kept waiting behind the background work.
 */
export class IdleGate {
  #underWay = 0;
  #lastActivity = performance.now();

  constructor(private readonly quietMs: number) {}

  /** A request starts; `done` is to be called when it ends. */
  started(): () => void {
    this.#underWay++;
    this.#lastActivity = performance.now();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.#underWay--;
      this.#lastActivity = performance.now();
    };
  }

  /** Something happened that a request is likely to follow (a file changed). */
  touched(): void {
    this.#lastActivity = performance.now();
  }

  /**
   * Resolves once the server has been quiet for `quietMs`. It always lets the event loop take in
   * what has arrived first: a caller that loops over work finished from a cache (the studio's
   * warm-up, whose checks answer without I/O) would otherwise chain promises alone and never let a
   * request's socket be read, so the server looked quiet while it held every request (34 s in the
   * fast tier's parallel lanes).
   */
  async whenQuiet(): Promise<void> {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      const quietFor = performance.now() - this.#lastActivity;
      if (this.#underWay === 0 && quietFor >= this.quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(this.quietMs - quietFor, 10)));
    }
  }
}
