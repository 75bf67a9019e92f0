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

/** Where blocks (paragraphs, list items, headings) begin in each list: the item indexes. */
export interface BlockStarts {
  before: ReadonlySet<number>;
  after: ReadonlySet<number>;
}

/**
 * Joins neighbouring runs of a kind and makes each change between two unchanged runs one removal
 * then one addition, with what their two sides share at either end handed back to the unchanged
 * runs around them.
 */
function merged<T>(runs: readonly DiffRun<T>[], key: (item: T) => string): DiffRun<T>[] {
  const result: DiffRun<T>[] = [];
  const pushRun = (kind: DiffKind, items: readonly T[]) => {
    if (!items.length) return;
    const last = result.at(-1);
    if (last?.kind === kind) last.items.push(...items);
    else result.push({ kind, items: [...items] });
  };
  for (let index = 0; index < runs.length;) {
    if (runs[index].kind === 'same') {
      pushRun('same', runs[index++].items);
      continue;
    }
    const removed: T[] = [];
    const added: T[] = [];
    for (; index < runs.length && runs[index].kind !== 'same'; index++)
      (runs[index].kind === 'removed' ? removed : added).push(...runs[index].items);
    let prefix = 0;
    while (prefix < removed.length && prefix < added.length && key(removed[prefix]) === key(added[prefix])) prefix++;
    let suffix = 0;
    while (
      suffix < removed.length - prefix &&
      suffix < added.length - prefix &&
      key(removed[removed.length - 1 - suffix]) === key(added[added.length - 1 - suffix])
    )
      suffix++;
    pushRun('same', removed.slice(0, prefix));
    pushRun('removed', removed.slice(prefix, removed.length - suffix));
    pushRun('added', added.slice(prefix, added.length - suffix));
    pushRun('same', removed.slice(removed.length - suffix));
  }
  return result;
}

/**
 * diff-match-patch's semantic cleanup, by items: an unchanged run no longer than the changes on
 * both sides of it is folded into them, so a rewritten sentence reads as one removal and one
 * addition, not as fragments interleaved around the "the" and "and" the two happen to share.
 */
function withoutChaff<T>(
  runs: readonly DiffRun<T>[],
  key: (item: T) => string,
  weight: (item: T) => number,
): DiffRun<T>[] {
  const weigh = (items: readonly T[]) => items.reduce((sum, item) => sum + weight(item), 0);
  const weighKind = (changes: readonly DiffRun<T>[], kind: DiffKind) =>
    weigh(changes.flatMap((change) => (change.kind === kind ? change.items : [])));
  let current = merged(runs, key);
  for (;;) {
    // Changed items since the last unchanged run (`after…`) and in the change before it (`before…`).
    let beforeRemoved = 0;
    let beforeAdded = 0;
    let afterRemoved = 0;
    let afterAdded = 0;
    let folded = -1;
    for (let index = 0; index < current.length && folded < 0; index++) {
      const run = current[index];
      if (run.kind === 'same') {
        beforeRemoved = afterRemoved;
        beforeAdded = afterAdded;
        afterRemoved = 0;
        afterAdded = 0;
        const next = current.slice(index + 1).findIndex((later) => later.kind === 'same');
        const changes = current.slice(index + 1, next < 0 ? undefined : index + 1 + next);
        const nextRemoved = weighKind(changes, 'removed');
        const nextAdded = weighKind(changes, 'added');
        const length = weigh(run.items);
        if (
          index > 0 &&
          changes.length > 0 &&
          length <= Math.max(beforeRemoved, beforeAdded) &&
          length <= Math.max(nextRemoved, nextAdded)
        )
          folded = index;
      } else if (run.kind === 'removed') afterRemoved += weigh(run.items);
      else afterAdded += weigh(run.items);
    }
    if (folded < 0) return current;
    const { items } = current[folded];
    current = merged(
      [...current.slice(0, folded), { kind: 'removed', items }, { kind: 'added', items }, ...current.slice(folded + 1)],
      key,
    );
  }
}

/**
 * diff-match-patch's lossless shift, by blocks: an addition or removal between two unchanged runs
 * can often slide (inserting "b a" into "a … a" is the same edit one item left or right); it is
 * slid to where it begins and ends with blocks, so a list item inserted before a similar one reads
 * as that item, not as the end of one and the start of the next.
 */
function alignedWithBlocks<T>(
  runs: DiffRun<T>[],
  key: (item: T) => string,
  blocks: BlockStarts,
  lengths: { before: number; after: number },
): DiffRun<T>[] {
  const startsBlock = (side: 'before' | 'after', at: number) =>
    at === 0 || at === lengths[side] || blocks[side].has(at);
  let beforeAt = 0;
  let afterAt = 0;
  for (let index = 0; index < runs.length; index++) {
    const run = runs[index];
    const previous = runs[index - 1];
    const next = runs[index + 1];
    if (run.kind !== 'same' && previous?.kind === 'same' && next?.kind === 'same') {
      const own = run.kind === 'added' ? 'after' : 'before';
      const other = run.kind === 'added' ? 'before' : 'after';
      // Where the change starts on its own side and where it falls on the other, with the shift.
      const ownStart = run.kind === 'added' ? afterAt : beforeAt;
      const otherAt = run.kind === 'added' ? beforeAt : afterAt;
      const length = run.items.length;
      const score = (shift: number) =>
        Number(startsBlock(own, ownStart + shift)) +
        Number(startsBlock(own, ownStart + shift + length)) +
        Number(startsBlock(other, otherAt + shift));
      // Items the change can slide over: its end equal to what precedes it, leftwards; its start to what follows, rightwards.
      const sequence = [...previous.items, ...run.items, ...next.items];
      let left = 0;
      while (
        left < previous.items.length &&
        key(sequence[previous.items.length - 1 - left]) === key(sequence[previous.items.length + length - 1 - left])
      )
        left++;
      let right = 0;
      while (
        right < next.items.length &&
        key(sequence[previous.items.length + right]) === key(sequence[previous.items.length + length + right])
      )
        right++;
      let best = 0;
      for (let shift = -left; shift <= right; shift++) if (score(shift) > score(best)) best = shift;
      if (best !== 0) {
        const cut = previous.items.length + best;
        previous.items = sequence.slice(0, cut);
        run.items = sequence.slice(cut, cut + length);
        next.items = sequence.slice(cut + length);
        beforeAt += best;
        afterAt += best;
        if (!previous.items.length) {
          runs.splice(index - 1, 1);
          index--;
        }
      }
    }
    if (run.kind !== 'added') beforeAt += run.items.length;
    if (run.kind !== 'removed') afterAt += run.items.length;
  }
  return runs.filter((run) => run.items.length > 0);
}

export interface DiffOptions<T> {
  /** Where blocks begin in each list: changes are slid into line with them. */
  blocks?: BlockStarts;
  /** How much an item counts when the cleanup weighs an unchanged run against the changes around it (default 1). */
  weight?: (item: T) => number;
  /** Whether to fold small unchanged runs into the changes around them (`withoutChaff`), as a reader's diff wants; default false, the shortest edit as it is. */
  cleanup?: boolean;
}

/**
 * The runs that turn `before` into `after`, items compared by their key: Myers' shortest edit,
 * with `cleanup` cleaned up for a reader (`withoutChaff`) and, given where blocks begin, slid
 * into line with them (`alignedWithBlocks`).
 */
export function diffSequences<T>(
  before: readonly T[],
  after: readonly T[],
  key: (item: T) => string,
  { blocks, weight = () => 1, cleanup = false }: DiffOptions<T> = {},
): DiffRun<T>[] {
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
  const cleaned = cleanup ? withoutChaff(runs, key, weight) : runs;
  return blocks ? alignedWithBlocks(cleaned, key, blocks, { before: before.length, after: after.length }) : cleaned;
}
