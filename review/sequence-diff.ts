export type DiffKind = 'same' | 'removed' | 'added';

/** A run of consecutive items the diff treats alike. */
export interface DiffRun<T> {
  kind: DiffKind;
  items: T[];
}

/** Past this many edits a diff is reported as one replacement: the pages then share almost nothing. */
const maxEdits = 3000;

function pushItem<T>(runs: DiffRun<T>[], kind: DiffKind, item: T): void {
  const last = runs.at(-1);
  if (last?.kind === kind) last.items.push(item);
  else runs.push({ kind, items: [item] });
}

// rows[d][k + d + 1] is the furthest x reached on diagonal k (x - y = k) with d edits; a row
// holds diagonals -d-1 .. d+1, the ones the next row reads.
const furthest = (row: Int32Array, edits: number, k: number) => row[k + edits + 1];

/** Whether the path to diagonal k after `edits` edits came down from k + 1 (an addition) rather than across from k - 1 (a removal). */
function cameDown(previous: Int32Array, edits: number, k: number): boolean {
  return k === -edits || (k !== edits && furthest(previous, edits - 1, k - 1) < furthest(previous, edits - 1, k + 1));
}

/**
 * Myers' O(ND) shortest edit script between the middle parts of two key lists (common prefix and
 * suffix already removed). Returns, step by step from the start, whether it keeps, removes or
 * adds, or undefined when the lists differ in more than `maxEdits` places.
 */
function editScript(a: readonly string[], b: readonly string[]): DiffKind[] | undefined {
  const n = a.length;
  const m = b.length;
  const rows: Int32Array[] = [];
  let previous = new Int32Array(1);
  for (let d = 0; d <= Math.min(n + m, maxEdits); d++) {
    const row = new Int32Array(2 * d + 3);
    for (let k = -d; k <= d; k += 2) {
      let x =
        d === 0
          ? 0
          : cameDown(previous, d, k)
            ? furthest(previous, d - 1, k + 1)
            : furthest(previous, d - 1, k - 1) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      row[k + d + 1] = x;
      if (x >= n && y >= m) return walkBack([...rows, row], n, m);
    }
    rows.push(row);
    previous = row;
  }
  return undefined;
}

/** Follows the rows back from the end, producing the steps in order. */
function walkBack(rows: readonly Int32Array[], n: number, m: number): DiffKind[] {
  const steps: DiffKind[] = [];
  let x = n;
  let y = m;
  for (let d = rows.length - 1; d > 0; d--) {
    const k = x - y;
    const previousK = cameDown(rows[d - 1], d, k) ? k + 1 : k - 1;
    const previousX = furthest(rows[d - 1], d - 1, previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      steps.push('same');
      x--;
      y--;
    }
    steps.push(x === previousX ? 'added' : 'removed');
    x = previousX;
    y = previousY;
  }
  // What is left is the snake of the first row, from (0, 0).
  for (; x > 0; x--) steps.push('same');
  return steps.reverse();
}

/** The runs that turn `before` into `after`, items compared by their key. */
export function diffSequences<T>(before: readonly T[], after: readonly T[], key: (item: T) => string): DiffRun<T>[] {
  const a = before.map(key);
  const b = after.map(key);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const runs: DiffRun<T>[] = [];
  for (let index = 0; index < start; index++) pushItem(runs, 'same', before[index]);
  const steps = editScript(a.slice(start, endA), b.slice(start, endB));
  let x = start;
  let y = start;
  if (steps) {
    for (const step of steps) {
      if (step === 'same') {
        pushItem(runs, 'same', before[x++]);
        y++;
      } else if (step === 'removed') pushItem(runs, 'removed', before[x++]);
      else pushItem(runs, 'added', after[y++]);
    }
  } else {
    for (; x < endA; x++) pushItem(runs, 'removed', before[x]);
    for (; y < endB; y++) pushItem(runs, 'added', after[y]);
  }
  for (let index = endA; index < a.length; index++) pushItem(runs, 'same', before[index]);
  return runs;
}
