/**
 * The dev server's count of the content changes it has taken in: the `<meta>` name each dev page
 * carries it under, and the address that answers the count now (`scripts/dev.ts` serves both,
 * `entry-client.ts` compares them and reloads a page rendered before the last change).
 */
export const devContentVersionMeta = 'site-dev-content-version';
export const devContentVersionPath = '/__site-content-version';
