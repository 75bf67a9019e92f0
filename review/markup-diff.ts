import type { MarkupHunk } from './report-model';
import { diffSequences } from './sequence-diff';

const shown = 240;
const context = 60;
const maxHunks = 12;

const clip = (text: string) => (text.length > shown ? `${text.slice(0, shown - 1)}…` : text);

/** The two texts cut down to where they differ, with some context: a long attribute's change stays visible. */
function focus(before: string, after: string): MarkupHunk {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before.at(-1 - end) === after.at(-1 - end)) end++;
  const cut = (text: string) => {
    const from = Math.max(0, start - context);
    const to = Math.min(text.length, text.length - end + context);
    return clip(`${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`);
  };
  return { before: before && cut(before), after: after && cut(after) };
}

export interface MarkupDiff {
  /** The distinct places where the markup differs (a change repeated in every card is one), at most twelve, cut to the change. */
  hunks: MarkupHunk[];
  /** Every token removed or added, whole. */
  changedTokens: string[];
}

/** Where two markup token lists differ. */
export function diffMarkup(before: readonly string[], after: readonly string[]): MarkupDiff {
  const hunks = new Map<string, MarkupHunk>();
  const changedTokens: string[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const close = () => {
    if (removed.length || added.length) {
      const hunk = focus(removed.join(''), added.join(''));
      hunks.set(`${hunk.before}\n${hunk.after}`, hunk);
    }
    removed = [];
    added = [];
  };
  for (const run of diffSequences(before, after, (token) => token)) {
    if (run.kind !== 'same') changedTokens.push(...run.items);
    if (run.kind === 'same') close();
    else if (run.kind === 'removed') removed.push(...run.items);
    else added.push(...run.items);
  }
  close();
  return { hunks: [...hunks.values()].slice(0, maxHunks), changedTokens };
}

export function markupHunks(before: readonly string[], after: readonly string[]): MarkupHunk[] {
  return diffMarkup(before, after).hunks;
}

// Attributes that name the page or the item (links, ids, the current-page mark) rather than how it is marked up.
const itemAttributes =
  /\s(href|src|srcset|id|for|aria-labelledby|aria-describedby|aria-controls|popovertarget|data-props)="[^"]*"/gi;
const currentPageMark = /\saria-current="[^"]*"/gi;

/**
 * What a set of hunks changes, with the attributes that name items left out: the same class
 * added to every card, or to every menu link, is one change on every page, wherever it links.
 */
export function markupChangeKey(hunks: readonly MarkupHunk[]): string {
  const general = (text: string) => text.replace(currentPageMark, '').replace(itemAttributes, ' $1');
  return JSON.stringify([...new Set(hunks.map((hunk) => `${general(hunk.before)}\n${general(hunk.after)}`))].sort());
}
