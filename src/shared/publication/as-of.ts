/**
 * The day a build publishes as, `YYYY-MM-DD`: what is scheduled, what has expired and which events
 * are past all follow from it. Builds take it as the `asOf` option (`npm run build -- --as-of
 * 2027-03-01`); `today()` is its default and the only place the site's code reads the clock.
 */
export type AsOf = string;

/** Today on this machine's calendar (its time zone, `TZ`): a cron line run after midnight publishes that day's pages. */
export function today(): AsOf {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}
