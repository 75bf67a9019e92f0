import { editDistance } from '../src/shared/props/closest-names';

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The page path a mistyped or outdated link most likely meant: the nearest by spelling (a few
 * letters off, more for long paths), else the only page with the same last segment (a page that
 * moved to another section). Null when nothing is close enough to be a fair guess.
 */
export function closestPath(path: string, paths: Iterable<string>): string | null {
  const all = [...paths];
  // A couple of letters in a short path, more in a long one, never most of it.
  const allowed = Math.min(Math.max(2, Math.floor(path.length / 6)), Math.floor(path.length / 3));
  let best: string | null = null;
  let bestDistance = allowed + 1;
  for (const candidate of all) {
    if (Math.abs(candidate.length - path.length) >= bestDistance) continue;
    const distance = editDistance(path, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  if (best) return best;
  const segment = lastSegment(path);
  const moved = segment ? all.filter((candidate) => lastSegment(candidate) === segment) : [];
  return moved.length === 1 ? moved[0] : null;
}
