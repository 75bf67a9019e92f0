/**
 * A log whose volume no client controls: the first line of a burst is written, the next ones within
 * `intervalMs` are only counted, and the first line after that says how many were left out.
 */
export function throttledLog(log: (line: string) => void, intervalMs: number): (line: string) => void {
  let lastWritten = Number.NEGATIVE_INFINITY;
  let leftOut = 0;
  return (line) => {
    const now = Date.now();
    if (now - lastWritten < intervalMs) {
      leftOut += 1;
      return;
    }
    const more = leftOut
      ? ` (and ${leftOut} more like it in ${Math.round((now - lastWritten) / 1000)} s, not logged)`
      : '';
    lastWritten = now;
    leftOut = 0;
    log(line + more);
  };
}
