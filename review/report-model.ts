import type { ImageRef, RegionName } from './page-snapshot';
import type { SectionDiff } from './text-diff';

/** A page named by its route and its title (without the site name). */
export interface RoutedPage {
  route: string;
  title: string;
}

/** Why a page changed: its own file, or a change elsewhere (the files most likely behind it, when they can be told). */
export type ChangeCause = { kind: 'own file'; file: string } | { kind: 'elsewhere'; likelySources: string[] };

export type ChangeAspect = 'text' | 'head tags' | 'links' | 'images';

export interface ChangedRoute extends RoutedPage {
  aspects: ChangeAspect[];
  cause: ChangeCause;
}

export interface ImageChanges {
  added: ImageRef[];
  removed: ImageRef[];
}

/** The rendered text diff of one changed page, and its image changes. */
export interface PageContentChange extends RoutedPage {
  cause: ChangeCause;
  sections: SectionDiff[];
  images: ImageChanges;
}

export interface LinkChanges {
  internalAdded: string[];
  internalRemoved: string[];
  externalAdded: string[];
}

export interface PageLinkChange extends LinkChanges {
  route: string;
  /** The page is new: its internal links are all new and not listed. */
  isNewPage: boolean;
}

/** A change of a tag, told by the markup around it: the tags and texts removed and added. */
export interface MarkupHunk {
  before: string;
  after: string;
}

/** A change to the shared header or footer, told once for every page it is on. */
export interface SharedChange {
  region: Exclude<RegionName, 'main'>;
  routes: string[];
  /** How many pages the site has after the change, to say "on every page". */
  pageCount: number;
  sections: SectionDiff[];
  links: LinkChanges;
  images: ImageChanges;
  /** Only when nothing a visitor reads changed. */
  markup: MarkupHunk[];
}

/** Pages whose HTML changed the same way, with no change to text, head tags, links or images. */
export interface MarkupGroup {
  routes: string[];
  hunks: MarkupHunk[];
  likelySources: string[];
}

export type RedirectChange =
  | { kind: 'added'; from: string; to: string }
  | { kind: 'removed'; from: string; to: string; nowA: 'page' | 'missing page' }
  /** The alias now leads elsewhere (its page moved, or the alias moved to another page). */
  | { kind: 'target changed'; from: string; before: string; after: string };

export interface HeadTagChange {
  route: string;
  tag: string;
  before?: string;
  after?: string;
}

export interface SeoChanges {
  /** Titles and descriptions that changed, and those of new pages. */
  titlesAndDescriptions: { route: string; tag: 'title' | 'description'; before?: string; after: string }[];
  /** Canonical, Open Graph and other head tags that changed other than along with the title or description. */
  otherTags: HeadTagChange[];
  descriptionLimit: number;
  descriptionsOverLimit: { route: string; length: number }[];
  /** Titles now on more than one page (that were not, on the same pages, before). */
  duplicatedTitles: { title: string; routes: string[] }[];
}

export interface Bytes {
  raw: number;
  gzip: number;
}

/** Growth of more than the threshold in one kind of download, on the pages listed. */
export interface WeightGrowth {
  kind: 'HTML' | 'CSS' | 'JS';
  routes: string[];
  before: Bytes;
  after: Bytes;
}

export interface Screenshot {
  route: string;
  width: number;
  /** Files relative to the HTML report. */
  before?: string;
  after?: string;
  /** Share (0..1) of pixels that differ, when both sides have the page. */
  differingShare?: number;
}

export interface Revision {
  /** As the reviewer named it (`main`, `HEAD~3`), or how it was found (`merge base with main`). */
  name: string;
  commit: string;
  subject: string;
}

export interface ReviewReport {
  base: Revision;
  /** `working tree`, or a revision. */
  current: Revision | 'working tree';
  /** Caveats about the comparison itself (e.g. the dependencies differ between the sides). */
  notes: string[];
  added: RoutedPage[];
  removed: RoutedPage[];
  changed: ChangedRoute[];
  content: PageContentChange[];
  shared: SharedChange[];
  markupOnly: MarkupGroup[];
  redirects: RedirectChange[];
  links: PageLinkChange[];
  seo: SeoChanges;
  weight: WeightGrowth[];
  screenshots?: { shots: Screenshot[]; notShot: string[] };
}
