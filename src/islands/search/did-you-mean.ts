import { distance } from 'fastest-levenshtein';

/** How far a query's word may be from a word of the site to be offered instead: one slip in a short word, two in a longer one. */
const furthest = (word: string) => (word.length <= 4 ? 1 : 2);

/** The closest of `words` (the most used first) to `word`, within `furthest`; the more used of two as close. */
function closestWord(word: string, words: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = furthest(word) + 1;
  for (const candidate of words) {
    // Words whose lengths differ by more than the limit cannot be within it: skip the distance.
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
    const away = distance(word, candidate);
    if (away < bestDistance) {
      best = candidate;
      bestDistance = away;
    }
  }
  return best;
}

/**
 * The query with each word the site never uses replaced by the closest word it does ("clod" to
 * "cloud", "bankng" to "banking"), or undefined when every word is the site's or none is close.
 * `words` are the site's words in lower case, the most used first (`searchVocabulary`).
 */
export function didYouMean(query: string, words: readonly string[]): string | undefined {
  const known = new Set(words);
  let changed = false;
  const suggestion = query.trim().replace(/[\p{L}\p{M}]+/gu, (word) => {
    const lower = word.toLowerCase();
    if (lower.length < 3 || known.has(lower)) return word;
    const closest = closestWord(lower, words);
    if (closest === undefined) return word;
    changed = true;
    return closest;
  });
  return changed ? suggestion : undefined;
}
