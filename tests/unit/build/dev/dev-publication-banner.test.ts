import { describe, expect, it } from 'vitest';
import { publicationNotice, withPublicationBanner } from '../../../../builder/dev/dev-publication-banner';

describe('the dev server’s note on a page out of its publication dates', () => {
  it('says when a scheduled page publishes', () => {
    expect(publicationNotice({ publication: { state: 'scheduled', on: '2027-03-01' } })).toBe(
      'Scheduled for 1 March 2027: this page is not published until then',
    );
  });

  it('says since when an expired page is down', () => {
    expect(publicationNotice({ publication: { state: 'expired', on: '2026-10-01' } })).toBe(
      'Expired on 1 October 2026: this page is no longer published',
    );
  });

  it('goes at the top of the body, and nowhere on a published page', () => {
    const html = '<html><body class="x"><main>Page</main></body></html>';
    const noted = withPublicationBanner(html, { publication: { state: 'scheduled', on: '2027-03-01' } });
    expect(noted).toMatch(/^<html><body class="x">\n<section aria-label="Publication" data-dev-publication/);
    expect(noted).toContain('Scheduled for 1 March 2027: this page is not published until then');
    expect(withPublicationBanner(html, undefined)).toBe(html);
  });
});
