import { join } from 'node:path';
import { contactFormHref, forms, thankYouPath } from '../src/forms/forms';
import { fileNavigation, layoutLinks } from '../content/navigation/layout-links';
import { projectRoot } from '../builder/project-root';

/** One page of a generated corpus: where its file goes and which URL it gets. */
export interface PlannedPage {
  /** Path relative to the pages folder: `section-3/page-120.mdx`. */
  file: string;
  /** URL path: `/section-3/page-120`. */
  path: string;
  /** Element ids other pages link to (from `#anchor` navigation links), besides `overview`. */
  anchors: string[];
}

const pagesPerSection = 50;

function fileOf(path: string): string {
  return path === '/' ? 'index.mdx' : `${path.slice(1)}.mdx`;
}

/**
 * Pages every corpus needs: those the site's header and footer link to (every rendered page
 * carries that navigation and the build's link check fails on a link to nowhere), the forms'
 * thank-you pages (the build refuses a site whose forms land nowhere) and the target of the form
 * problem page's link. That page itself is not planned: it needs the real page's
 * `<FormProblems />`, so the generator copies it.
 */
function requiredPages(): Map<string, Set<string>> {
  const targets = new Map<string, Set<string>>();
  const hrefs = [
    ...layoutLinks(fileNavigation(join(projectRoot, 'pages'))).map((link) => link.href),
    ...forms.map((form) => thankYouPath(form.id)),
    contactFormHref,
  ];
  for (const href of hrefs) {
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const [pathAndQuery, anchor] = href.split('#', 2);
    const path = pathAndQuery.split('?')[0].replace(/\/+$/, '') || '/';
    const anchors = targets.get(path) ?? new Set<string>();
    if (anchor && anchor !== 'overview') anchors.add(anchor);
    targets.set(path, anchors);
  }
  return targets;
}

/** The smallest corpus: the home page plus the pages every site needs. */
export function minimumCorpusSize(): number {
  const targets = requiredPages();
  return targets.size + (targets.has('/') ? 0 : 1);
}

/**
 * `count` pages: `index.mdx`, the required pages, and the rest as
 * `section-k/page-i.mdx`, 50 to a folder.
 */
export function planCorpus(count: number): PlannedPage[] {
  if (count < minimumCorpusSize())
    throw new Error(
      `a corpus needs at least ${minimumCorpusSize()} pages (home, navigation targets and thank-you pages)`,
    );
  const targets = requiredPages();
  const planned: PlannedPage[] = [{ file: 'index.mdx', path: '/', anchors: [...(targets.get('/') ?? [])] }];
  for (const [path, anchors] of targets) {
    if (path !== '/') planned.push({ file: fileOf(path), path, anchors: [...anchors] });
  }
  const taken = new Set(planned.map((page) => page.path));
  for (let i = 1; planned.length < count; i++) {
    const path = `/section-${Math.ceil(i / pagesPerSection)}/page-${i}`;
    if (!taken.has(path)) planned.push({ file: fileOf(path), path, anchors: [] });
  }
  return planned;
}
