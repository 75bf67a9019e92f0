import type { ImageReplacement } from './image-replacements';
import type { SiteFileChange } from './site-files';
import type { ImageRef, RegionName } from './page-snapshot';
import type { SectionDiff } from './text-diff';

/** A page named by its route and its title (without the site name). */
export interface RoutedPage {
  route: string;
  title: string;
}

/** A changed file that a page's render read, with what read it: `its own file`, `news list`, `PressStrip component`. */
export interface ChangeSource {
  file: string;
  /** Its path before the change, when it was renamed (a page moved): one cause, not two. */
  from?: string;
  uses: string[];
}

/**
 * Why a page changed: the changed files its render read, on either side, as the builds recorded
 * them (`.page-sources.json`). `recorded` is false when neither build recorded its reads (a base
 * from before they were recorded); then nothing is named.
 */
export interface ChangeCause {
  /** `own file` when the page's own file is among the sources. */
  kind: 'own file' | 'elsewhere';
  sources: ChangeSource[];
  recorded: boolean;
}

export type ChangeAspect = 'text' | 'head tags' | 'links' | 'images';

export interface ChangedRoute extends RoutedPage {
  aspects: ChangeAspect[];
  cause: ChangeCause;
  /** How many words were added or removed in its main text: the report shows the most changed first. */
  changedWords: number;
}

/** A page whose path changed while an alias keeps the old one. */
export interface MovedPage extends RoutedPage {
  from: string;
  cause: ChangeCause;
  /** Its text changes, none when only the address changed. */
  sections: SectionDiff[];
  changedWords: number;
}

/** A new page in full: its visible text by section and the share image the build made for it. */
export interface NewPage extends RoutedPage {
  description: string;
  cause: ChangeCause;
  /** Its text, each section as added words. */
  sections: SectionDiff[];
  /** The share image's path in the build (`/images/share/…png`), when the page has one of the site's own. */
  shareImage?: string;
}

/** An image in the same place showing another file: the same alternative text, or the only one removed and added. */
export interface ImageSwap {
  before: string;
  after: string;
  alt: string;
}

export interface ImageChanges {
  added: ImageRef[];
  removed: ImageRef[];
  /** Pairs of a removed and an added image that hold the same place (left out of `added` and `removed`). */
  replaced: ImageSwap[];
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
  cause: ChangeCause;
}

export type RedirectChange =
  /** `move`: the alias that keeps a moved page's old address (the move is told under Routes too). */
  | { kind: 'added'; from: string; to: string; move?: true }
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
  /** The after shot with the pixels that differ marked, when both sides have the page. */
  difference?: string;
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
  added: NewPage[];
  removed: RoutedPage[];
  moved: MovedPage[];
  changed: ChangedRoute[];
  content: PageContentChange[];
  shared: SharedChange[];
  markupOnly: MarkupGroup[];
  redirects: RedirectChange[];
  links: PageLinkChange[];
  seo: SeoChanges;
  weight: WeightGrowth[];
  /** The build's warnings the change brings (`build-warnings.ts`), as `file:line: message`. */
  buildWarnings?: string[];
  /** Feeds, `sitemap.xml`, `robots.txt`, `_headers` and `security.txt`, in words (`site-files.ts`). */
  siteFiles?: SiteFileChange[];
  /** Images changed in place: another file in the same place, or new bytes at the same path (`image-replacements.ts`). */
  replacedImages?: ImageReplacement[];
  /**
   * Shots of the pages whose text or layout changed, most changed first; `unchanged` are pages
   * shot whose pixels did not change (their shots are dropped), `notShot` those past the limit.
   */
  screenshots?: { shots: Screenshot[]; unchanged: string[]; notShot: string[] };
  /** Where `--serve` serves each build and the report, while it runs. */
  served?: ServedSites;
}

/** The loopback origins of the two builds and the report (`--serve`). */
export interface ServedSites {
  before: string;
  after: string;
  report: string;
}
