import { z } from 'zod';
import { headingText } from '../shared/props/prop-types';

// Its own file, not SiteSearch.tsx: the island's code goes to the browser, and zod would more than
// double its size.

export const siteSearchProps = z
  .strictObject({
    title: headingText(1)
      .optional()
      .describe(
        'The page’s h1, shown small above the box, for a page that is only search: the first result then shows without scrolling, as a tall banner would not let it.',
      ),
    suggestNearest: z
      .boolean()
      .default(false)
      .describe(
        'For the not-found page: above the box, the page the mistyped address most likely meant ("Did you mean Cloud Services?"), worked out in the browser.',
      ),
  })
  .describe(
    'Site search: a search box whose results (title, type, the matching words, link) come from the index the build writes, with type filters and the query in the URL (`?q=`), so a search can be shared. Then the main sections, from the navigation. Without JavaScript, the box leads to the site map and the sections.',
  );

export type SiteSearchProps = z.output<typeof siteSearchProps>;
