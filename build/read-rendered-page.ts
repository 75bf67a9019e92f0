import type { PageEntry } from '../src/content/page-entry';
import { problemPagePath } from '../src/forms/forms';
import { idsIn, linksIn } from './html-links';
import { isSearchable, searchDocument } from './search-document';

/**
 * What the steps after the prerender read from a page's document, read as it is written: the
 * documents themselves are not held (2000 pages of HTML are some 200 MB of memory).
 */
export interface RenderedPage {
  entry: PageEntry;
  /** Every URL the document links to or loads (`linksIn`), for the link check. */
  links: string[];
  /** Its element ids, which links with a `#` must name. */
  ids: Set<string>;
  /** The text the search index holds for it, none when it is not searched (`searchDocument`). */
  searchText?: string;
  /** The whole document, kept for the form problem page alone (the form receiver fills its slot). */
  html?: string;
}

/**
 * A copy of `text` that holds nothing else: a string cut from a document by a regular expression
 * may keep the whole document alive in V8, which is what reading it was to avoid.
 */
function detached(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/**
 * Reads pages one after the other (`readRenderedPage`); the links most pages share (menus, footer)
 * are kept once.
 */
export function renderedPageReader(): (entry: PageEntry, html: string) => RenderedPage {
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
    entry,
    links: linksIn(html).map(shared),
    ids: new Set(Array.from(idsIn(html), detached)),
    searchText: isSearchable(entry) ? detached(searchDocument(entry, html)) : undefined,
    html: entry.path === problemPagePath ? html : undefined,
  });
}
