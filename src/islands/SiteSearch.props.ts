import { z } from 'zod';

// Its own file, not SiteSearch.tsx: the island's code goes to the browser, and zod would more than
// double its size.

export const siteSearchProps = z
  .strictObject({})
  .describe(
    'Site search: a search box whose results (title, type, the matching words, link) come from the index the build writes, with type filters and the query in the URL (`?q=`), so a search can be shared. Then the main sections, from the navigation. Without JavaScript, the box leads to the site map and the sections.',
  );

export type SiteSearchProps = z.output<typeof siteSearchProps>;
