/**
 * Speculation rules every page carries: Chromium prefetches a same-site page when the visitor
 * hovers or starts to press its link ("moderate"), so the next page is often ready on click.
 * Form endpoints are left out (a prefetch is a GET with side effects for no one, but a wasted
 * request), as are links that opt out with `rel=nofollow` or `data-no-prefetch`.
 *
 * The text is fixed, so its sha256 hash is fixed too; the build reads the hash from the pages it
 * writes and allows exactly that inline script in the Content-Security-Policy.
 */
export const speculationRules = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/forms/*' } },
          { not: { selector_matches: '[rel~=nofollow], [data-no-prefetch]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

export const speculationRulesScript = `<script type="speculationrules">${JSON.stringify(speculationRules)}</script>`;
