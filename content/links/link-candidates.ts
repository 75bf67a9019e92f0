import type { LinkKind } from './link-check';

/** A URL-like string found by a quick scan of a page's text, before (and instead of) parsing it. */
export interface LinkCandidate {
  url: string;
  /** `file` when the path ends in a file extension: the scan does not know which prop holds it. */
  kind: LinkKind;
  /** Offset in the text. */
  index: number;
  /** Written with escapes, entities or spaces: the parsed URL may differ from the text. */
  uncertain: boolean;
}

const markdownDestination = /\]\(\s*(?:<([^>\n]*)>|([^\s)]*))/g;
const definition = /\]:[ \t]*(?:<([^>\n]*)>|(\S+))/g;
// `href` and `src` values, whatever they start with (`href="about"` is a mistake to catch), and
// any other quoted string that starts like a path: `image="/x.svg"`, `{ href: '/x' }`, `"link": "#a"`.
const quoted = /(?:href|src)["']?\s*(?:=\s*\{?|:)\s*(["'`])|(["'`])(?=[/#])/g;

const uncertainText = /[\\&$\s]|[^\x21-\x7e]/;
const fileExtension = /\.[a-z0-9]+$/i;

function candidate(url: string, index: number): LinkCandidate {
  const path = url.split(/[?#]/)[0];
  return { url, kind: fileExtension.test(path) ? 'file' : 'any', index, uncertain: uncertainText.test(url) };
}

/**
 * Every string in a page that might be a link, found with a few regular expressions (a full MDX
 * parse of every page would cost the build seconds). A superset: code, comments and quoted text
 * that only looks like a path come along too, so a candidate that fails is confirmed by parsing.
 */
export function linkCandidates(text: string): LinkCandidate[] {
  const found: LinkCandidate[] = [];
  for (const match of text.matchAll(markdownDestination)) found.push(candidate(match[1] ?? match[2], match.index));
  for (const match of text.matchAll(definition)) found.push(candidate(match[1] ?? match[2], match.index));
  const strings = new RegExp(quoted);
  for (let match = strings.exec(text); match; match = strings.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf(match[1] ?? match[2], start);
    if (end === -1) break;
    found.push(candidate(text.slice(start, end), match.index));
    // Past the closing quote, so `href="/a"/>` does not read `/>` as a path.
    strings.lastIndex = end + 1;
  }
  return found;
}
