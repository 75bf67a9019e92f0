/** Edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The name `written` most likely meant: the nearest, when it is a slip (a few letters off) rather than another word. */
export function didYouMean(written: string, names: readonly string[]): string | null {
  const allowed = Math.max(2, Math.floor(written.length / 4));
  const [best] = closestNames(written, names, 1);
  return best !== undefined && editDistance(written.toLowerCase(), best.toLowerCase()) <= allowed ? best : null;
}

/** The `count` names nearest to `written` by spelling, nearest first (ties A to Z). */
export function closestNames(written: string, names: readonly string[], count: number): string[] {
  const target = written.toLowerCase();
  return names
    .map((name) => ({ name, distance: editDistance(target, name.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, count)
    .map(({ name }) => name);
}
