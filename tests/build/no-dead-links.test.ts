import { describe, expect, it } from 'vitest';
import { builtDocuments, isRedirectPage } from './built-site';

/**
 * No link of the built site leads nowhere: no `href="#"`, no empty `href`, on any page. (A link to
 * a place on a page, `#financials`, is checked by the build's link check like any other.)
 */
describe('links that lead somewhere', () => {
  it('no built page links to "#" alone or to an empty address', () => {
    const dead = builtDocuments()
      .filter(({ html }) => !isRedirectPage(html))
      .flatMap(({ file, html }) =>
        [...html.matchAll(/<a\b[^>]*?\shref=(?:"(#?)"|'(#?)')[^>]*>/g)].map((match) => `${file}: ${match[0]}`),
      );
    expect(dead).toEqual([]);
  });
});
