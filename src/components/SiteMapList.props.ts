import { z } from 'zod';

export const siteMapListProps = z
  .strictObject({})
  .describe('The human-readable site map: every page a visitor may browse to, grouped by the first part of its path.');

export type SiteMapListProps = z.output<typeof siteMapListProps>;
