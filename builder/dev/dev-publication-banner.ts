import type { Unpublished } from '../../content/publication/publication-state';

const styles = {
  region:
    'font:15px/1.5 system-ui,sans-serif;background:#eff6ff;color:#1f2937;border-bottom:3px solid #1d4ed8;padding:0.75rem 1.25rem',
  heading: 'margin:0;font-size:1rem;font-weight:600;color:#1e3a8a',
  note: 'margin:0.25rem 0 0;font-size:0.875rem',
};

/** `2027-03-01` as "1 March 2027". */
function spelledDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** What the banner says of a page out of its publication dates. */
export function publicationNotice({ publication }: Pick<Unpublished, 'publication'>): string {
  return publication.state === 'scheduled'
    ? `Scheduled for ${spelledDay(publication.on)}: this page is not published until then`
    : `Expired on ${spelledDay(publication.on)}: this page is no longer published`;
}

/**
 * The dev server's note above a page that the build leaves out for its dates (a scheduled page, or
 * one past its `expires`), in the look of the content problems' banner (`dev-content-banner.ts`).
 */
export function publicationBannerHtml(unpublished: Pick<Unpublished, 'publication'>): string {
  const how =
    unpublished.publication.state === 'scheduled'
      ? 'The site publishes it with the first build on or after that day (<code>npm run build -- --as-of</code> shows the site as of any day).'
      : 'Its address answers 404 in the built site (or redirects, where another page names it in its aliases); delete <code>expires</code> to publish it again.';
  return [
    '<section aria-label="Publication" data-dev-publication style="' + styles.region + '">',
    `<p style="${styles.heading}">${publicationNotice(unpublished)}</p>`,
    `<p style="${styles.note}">${how} Only <code>npm run dev</code> shows this page.</p>`,
    '</section>',
  ].join('\n');
}

/** The document with the publication note at the top of its body, when `unpublished` is given. */
export function withPublicationBanner(html: string, unpublished: Pick<Unpublished, 'publication'> | undefined): string {
  return unpublished ? html.replace(/<body[^>]*>/, (body) => `${body}\n${publicationBannerHtml(unpublished)}`) : html;
}
