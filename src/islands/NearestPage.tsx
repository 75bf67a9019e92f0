import { useEffect, useState } from 'react';
import { nearestPage, type KnownPage } from './search/nearest-page';

export interface NearestPageProps {
  /** Every page a visitor can reach: its path and title. */
  pages: KnownPage[];
}

/**
 * On the not-found page: "Did you mean Cloud Services?" for `/services/clod`, the page found in the
 * browser from the site's own list of pages, with no request. The not-found page is one file for
 * every missing address, so it can only be worked out where the address is known.
 */
export default function NearestPage({ pages }: NearestPageProps) {
  const [meant, setMeant] = useState<KnownPage | null>(null);
  // oxlint-disable-next-line react/set-state-in-effect -- the first render must match the server's HTML: the address is read once hydrated
  useEffect(() => setMeant(nearestPage(location.pathname, pages)), [pages]);
  return (
    <p className="m-0 text-lg text-ink" aria-live="polite">
      {meant && (
        <>
          Did you mean{' '}
          <a
            href={meant.path}
            className="text-accent font-medium underline underline-offset-3 hover:text-accent-dark site-focus-ring rounded-sm"
          >
            {meant.title}
          </a>
          ?
        </>
      )}
    </p>
  );
}
