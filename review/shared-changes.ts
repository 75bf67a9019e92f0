import { hasImageChanges, hasLinkChanges } from './link-changes';
import { markupChangeKey, markupHunks } from './markup-diff';
import type { PageComparison } from './page-comparison';
import type { PageSnapshot } from './page-snapshot';
import type { SharedChange } from './report-model';

interface ComparedPage {
  route: string;
  before: PageSnapshot;
  after: PageSnapshot;
  comparison: PageComparison;
}

/**
 * Changes to the header and footer, each told once with the pages it is on: pages whose header
 * changed in the same way form one change (a translated header changes in its own way), its
 * markup shown as on the first of them.
 */
export function sharedChanges(pages: readonly ComparedPage[], pageCount: number): SharedChange[] {
  const changes = new Map<string, SharedChange>();
  for (const region of ['header', 'footer'] as const) {
    for (const { route, before, after, comparison } of pages) {
      const { sections, links, images, markupChanged } = comparison[region];
      if (!markupChanged) continue;
      const readable = sections.length > 0 || hasLinkChanges(links) || hasImageChanges(images);
      const markup = readable ? [] : markupHunks(before.regions[region].markup, after.regions[region].markup);
      const key = JSON.stringify([region, sections, links, images, markupChangeKey(markup)]);
      const change = changes.get(key);
      if (change) change.routes.push(route);
      else changes.set(key, { region, routes: [route], pageCount, sections, links, images, markup });
    }
  }
  return [...changes.values()];
}
