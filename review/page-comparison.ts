import { hasImageChanges, hasLinkChanges, imageChanges, linkChanges } from './link-changes';
import type { PageSnapshot, RegionSnapshot } from './page-snapshot';
import type { ChangeAspect, HeadTagChange, ImageChanges, LinkChanges } from './report-model';
import { diffTextSections, type SectionDiff } from './text-diff';

/** How one part of a page changed between the sides. */
export interface RegionComparison {
  sections: SectionDiff[];
  links: LinkChanges;
  images: ImageChanges;
  /** The HTML differs (asset hashes aside), whether or not anything above did. */
  markupChanged: boolean;
}

export interface PageComparison {
  head: Omit<HeadTagChange, 'route'>[];
  header: RegionComparison;
  main: RegionComparison;
  footer: RegionComparison;
  /** What changed in the page's own content (head tags and main); the header and footer are told apart. */
  aspects: ChangeAspect[];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

function compareRegions(before: RegionSnapshot, after: RegionSnapshot, origin: string): RegionComparison {
  const markupChanged = !sameList(before.markup, after.markup);
  if (!markupChanged)
    return { sections: [], links: linkChanges([], [], origin), images: imageChanges([], []), markupChanged };
  return {
    sections: diffTextSections(before.sections, after.sections),
    links: linkChanges(before.links, after.links, origin),
    images: imageChanges(before.images, after.images),
    markupChanged,
  };
}

function headChanges(before: Record<string, string>, after: Record<string, string>): Omit<HeadTagChange, 'route'>[] {
  const tags = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return tags
    .filter((tag) => before[tag] !== after[tag])
    .map((tag) => ({ tag, before: before[tag], after: after[tag] }));
}

/** Compares one route's page on both sides; `origin` tells the site's own links from others'. */
export function comparePages(before: PageSnapshot, after: PageSnapshot, origin: string): PageComparison {
  const head = headChanges(before.head, after.head);
  const main = compareRegions(before.regions.main, after.regions.main, origin);
  const aspects: ChangeAspect[] = [];
  if (main.sections.length) aspects.push('text');
  if (head.length) aspects.push('head tags');
  if (hasLinkChanges(main.links)) aspects.push('links');
  if (hasImageChanges(main.images)) aspects.push('images');
  return {
    head,
    header: compareRegions(before.regions.header, after.regions.header, origin),
    main,
    footer: compareRegions(before.regions.footer, after.regions.footer, origin),
    aspects,
  };
}
