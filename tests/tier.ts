/**
 * Which tier runs: `npm test` is the fast tier, `npm run test:full` (nightly,
 * `.github/workflows/full-tests.yml`) sets `TEST_TIER=full`. The fast tier keeps at least one
 * instance of every kind of check; the full tier runs every instance (every page at every width,
 * load-sized bursts, the Java HTML checker over every page).
 */
export const testTierVariable = 'TEST_TIER';

export const fullTier = process.env[testTierVariable] === 'full';

/** `fast` in the fast tier, `full` in the full tier: for sizes such as the number of posts in a burst. */
export function byTier<T>(fast: T, full: T): T {
  return fullTier ? full : fast;
}
