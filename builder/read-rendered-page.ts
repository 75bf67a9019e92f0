import type { PageEntry } from '../src/shared/page-entry';
import { idsIn, linksIn } from '../content/links/html-links';
import { inlineScriptHashes } from './inline-scripts';
import { isSearchable, searchDocument } from './search-document';

/** What the steps after the prerender read from a page's document: kept beside it in the render cache. */
export interface DocumentReading {
  /** Every URL the document links to or loads (`linksIn`), for the link check. */
  links: string[];
  /** Its element ids, which links with a `#` must name. */
  ids: string[];
  /** The text the search index holds for it, none when it is not searched (`searchDocument`). */
  searchText?: string;
  /** CSP hashes of its inline scripts. */
  scriptHashes: string[];
  /** Origins it shows in frames, which its CSP must allow (`data-frame-src`, e.g. the `<Video>` player's). */
  frameSources?: string[];
}

/**
 * A page as the later steps see it, read as its document is written: the documents themselves
 * are not held (2000 pages of HTML are some 200 MB of memory).
 */
export interface RenderedPage extends Omit<DocumentReading, 'ids' | 'scriptHashes'> {
  entry: PageEntry;
  ids: Set<string>;
  /** The whole document, kept for the form problem page alone (the form receiver fills its slot). */
  html?: string;
}

const frameSourcePattern = /\sdata-frame-src="([^"]+)"/g;

/** The origins a document declares it shows in frames, each once. */
export function framesIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(frameSourcePattern), ([, origin]) => origin))].sort();
}

/**
 * A copy of `text` that holds nothing else: a string cut from a document by a regular expression
 * may keep the whole document alive in V8, which is what reading it was to avoid.
 */
function detached(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/**
 * Reads documents one after the other; the links most pages share (menus, footer) are kept once.
 * `entry` is none for the built-in not-found page.
 */
export function documentReader(): (entry: PageEntry | undefined, html: string) => DocumentReading {
  const known = new Map<string, string>();
  const shared = (text: string) => {
    let kept = known.get(text);
    if (kept === undefined) {
      kept = detached(text);
      known.set(kept, kept);
    }
    return kept;
  };
  return (entry, html) => ({
    links: linksIn(html).map(shared),
    ids: Array.from(idsIn(html), detached),
    searchText: entry && isSearchable(entry) ? detached(searchDocument(entry, html)) : undefined,
    scriptHashes: inlineScriptHashes(html).map(shared),
    frameSources: framesIn(html).map(shared),
  });
}
