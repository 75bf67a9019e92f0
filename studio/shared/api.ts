/**
 * What the studio's browser app and the dev server's studio endpoints say to each other: every
 * endpoint under `/_studio/api/`, its request and its answer. Both sides import these types, so a
 * change here is a change of both.
 *
 * Files are named relative to the project root (`pages/services/cloud.mdx`, `public/images/x.png`):
 * the studio reads and writes nothing else than `pages/` and `public/`.
 *
 * Every answer is JSON. A refusal is a 4xx with `StudioError`; a fault of the server a 500 with it.
 */

/** Where the studio lives in the dev server. */
export const studioPath = '/_studio';
/** Its endpoints. */
export const studioApiPath = '/_studio/api';

/** Any refusal or fault: a sentence a copywriter understands, saying what to do. */
export interface StudioError {
  error: string;
}

/** One problem of a file, in the build's own words, placed as the build places it (1-based). */
export interface Diagnostic {
  line: number;
  column?: number;
  /** Where the problem's text ends, when the check knows it. */
  endLine?: number;
  endColumn?: number;
  message: string;
  severity: 'error' | 'warning';
}

/** `closed`: a job whose `validThrough` has passed (its page is up, saying applications are closed). */
export type PageState = 'draft' | 'scheduled' | 'expired' | 'closed' | 'published';

/** The sections the pages panel groups files into, in this order. */
export const sectionNames = [
  'Services',
  'Industries',
  'Case studies',
  'Insights',
  'Blog',
  'Research',
  'News',
  'Events',
  'Jobs',
  'Investors',
  'Company',
  'Hindi',
  'Navigation',
  'Data files',
] as const;
export type SectionName = (typeof sectionNames)[number];

/** GET `files` → `FileList`: every page and data file under `pages/`. */
export interface FileSummary {
  /** `pages/services/cloud.mdx`, `pages/_navigation.yaml`. */
  file: string;
  section: SectionName;
  /** The page's title; a data file's name in words ("Navigation menus"). */
  title: string;
  /** The page's address, `/services/cloud`; null for data files and partials. */
  path: string | null;
  /** Null for data files. */
  state: PageState | null;
  /** The day a scheduled page is published, an expiring one ends, or a closed job took its last applications, YYYY-MM-DD. */
  stateDate?: string;
  /** How many problems the build would report in this file. */
  problems: number;
  /** The page's "Review by" day, YYYY-MM-DD, once it has come: the page may have gone stale. */
  reviewDue?: string;
}
export interface FileList {
  files: FileSummary[];
}

/** GET `file?file=pages/services/cloud.mdx` → `FileText`. */
export interface FileText {
  file: string;
  text: string;
  /** The saved bytes' sha256 (hex): what `save` compares with the file on disk. */
  version: string;
  path: string | null;
}

/** POST `check` with `FileDraft` → `CheckResult`: the build's checks of unsaved text. */
export interface FileDraft {
  file: string;
  text: string;
}
export interface CheckResult {
  diagnostics: Diagnostic[];
}

/** POST `preview` with `FileDraft` → `PreviewResult`: the page rendered by the dev renderer from unsaved text. */
export interface PreviewResult {
  /** A whole HTML document, for the preview iframe's `srcdoc`; its elements carry `data-source-line`. */
  html: string;
  /** The HTTP status the page would answer with. */
  status: number;
  /**
   * Why the page could not render, in the build's words, when it could not (`html` is then the dev
   * server's error page). The page's other problems come from `check`, which the studio asks anyway.
   */
  renderError?: string;
}

/** POST `save` with `SaveRequest` → `Saved`, or 409 with `SaveConflict` when the file changed on disk since `version`. */
export interface SaveRequest extends FileDraft {
  /** The version the text was opened at; null for a file that did not exist. */
  version: string | null;
}
export interface Saved {
  file: string;
  version: string;
}
export interface SaveConflict extends StudioError {
  /** The file as it is on disk now (empty when it was deleted). */
  diskText: string;
  diskVersion: string | null;
}

/** GET `kinds` → `PageKinds`: what **New page** offers (the kinds of `npm run new`). */
export interface PageKinds {
  kinds: { name: string; label: string }[];
}
/** POST `new` with `NewPageRequest` → `FileText` of the created draft. */
export interface NewPageRequest {
  kind: string;
  title: string;
}

/**
 * POST `photo?page=<file>&name=<original name>` (or `photo?folder=public/images/<…>&name=…` for an
 * image field), body: the image's bytes → `SavedPhoto`. JPEG, PNG, WebP or AVIF by their bytes, at
 * most 20 MB; saved under a clean name that takes no existing file's place.
 */
export interface SavedPhoto {
  /** `pages/case-studies/bank-branch.jpg`. */
  file: string;
  /** How the page writes it: `./bank-branch.jpg` beside a page, `/images/…` in public/. */
  reference: string;
  width: number;
  height: number;
}

/** GET `images` → `ImageList`: images under `public/` an image field can name. */
export interface ImageList {
  images: { path: string; width?: number; height?: number }[];
}

/** GET `media` → `MediaList`: every image of the site, where each is shown and with what alt text. */
export interface MediaList {
  images: MediaImage[];
}
export interface MediaImage {
  /** `public/images/logo.svg`, `pages/case-studies/bank-branch.jpg`. */
  file: string;
  /** Where the studio shows its thumbnail. */
  url: string;
  /** How an image field names it (`/images/…`); null for a photo beside a page, which only its page can show. */
  fieldValue: string | null;
  bytes: number;
  width?: number;
  height?: number;
  uses: MediaUse[];
}
/** One place that shows an image. */
export interface MediaUse {
  /** The page's file, `pages/about/index.mdx`. */
  file: string;
  /** Its address, `/about`. */
  path: string;
  title: string;
  line: number;
  /** How it names the image there: `/images/team.jpg`, `./team.jpg`. */
  reference: string;
  /** Its alt text there; empty when it has none. */
  alt: string;
}

/** GET `completions` → `Completions`: what the editor offers while typing, and what selects list. */
export interface Completions {
  /** Internal link targets, and the pages references name (a reference's value is the path's last part). */
  pages: { path: string; title: string; file: string }[];
  /** Terms by vocabulary name (`blogCategories` → ["Cloud", …]). */
  vocabularies: Record<string, string[]>;
  /** The component reference: names, descriptions, props. */
  components: ComponentInfo[];
}
export interface ComponentInfo {
  name: string;
  description: string;
  props: { name: string; description: string; required: boolean; values: string[]; type: string }[];
  /** Whether the component takes content between its tags. */
  children: boolean;
}

/** POST `rename` with `RenameRequest` → `RenameResult`: moves a page to a new path. */
export interface RenameRequest {
  file: string;
  /** The new address, `/services/cloud-platform`. */
  newPath: string;
}
export interface RenameResult {
  /** The page's new file. */
  file: string;
  /** Photos moved with it. */
  moved: string[];
  /** Every place still naming the old path, for **Update all**. */
  references: PathReference[];
}
/** A place in a file that names a page's path (a link, a menu entry, a frontmatter reference, a component prop). */
export interface PathReference {
  file: string;
  line: number;
  column: number;
  /** What names it, in words: "link", "menu entry", "industry", "PageCards pages". */
  kind: string;
  /** The text as written there (`/services/cloud#pricing`, `cloud`). */
  text: string;
}
/** POST `update-references` with `UpdateReferencesRequest` → `UpdatedReferences`. */
export interface UpdateReferencesRequest {
  oldPath: string;
  newPath: string;
}
export interface UpdatedReferences {
  files: string[];
}

/** GET `changes` → `Changes`: the working tree's changes under `pages/` and `public/`. */
export interface Changes {
  branch: string;
  files: { file: string; status: 'added' | 'modified' | 'deleted' | 'renamed'; from?: string }[];
}
/** POST `review` → `ReviewReport`: the reviewer change report of the working tree (as `npm run review`). */
export interface ReviewReport {
  markdown: string;
  /** The HTML report, served at this URL under the studio. */
  htmlUrl: string;
}
/** POST `commit` with `CommitRequest` → `Committed`; 409 with `BuildProblems` while the build has errors. */
export interface CommitRequest {
  message: string;
  /** Commit onto a new branch named from the message. */
  newBranch: boolean;
}
export interface Committed {
  commit: string;
  branch: string;
}
export interface BuildProblems extends StudioError {
  problems: (Diagnostic & { file: string })[];
}
