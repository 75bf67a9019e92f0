import type { LinkChecker, LinkSource } from './link-check';
import { isRelativePath, markdownImageProblem, missingPhoto, type PageFile } from './image-links';
import { linkCandidates, type LinkCandidate } from './link-candidates';
import { linksInMdx } from './mdx-links';
import type { SourceLink } from './source-link';

/** A link in a page's source that leads nowhere, and why. */
export interface SourceLinkFinding extends SourceLink {
  why: string;
}

function placeOf(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: index - lineStart + 1 };
}

/** Without a syntax tree (the page is not valid MDX, which its compile reports), the scan's own findings. */
function scannedLinks(text: string, candidates: readonly LinkCandidate[]): SourceLink[] {
  return candidates.map(({ url, kind, index }) => ({ url, kind, text: '', ...placeOf(text, index) }));
}

// An image with no alt text, `![](…)`: the quick scan's hint that a page must be parsed.
const emptyAlt = /!\[\s*\]/;
// A prop or object key naming a JPEG or PNG by a relative path, `image="./team.jpg"`, `{ image: './team.jpg' }`: the photo's file is looked for.
const photoPropValue = /\b[a-z][A-Za-z]*\s*[=:]\s*(["'])(?![a-z][a-z0-9+.-]*:|[/#])[^"'\n]*\.(?:jpe?g|png)\1/i;

/** Why a link leads nowhere: a Markdown image is first checked for its alt text and, beside the page, its file. */
function problemOf(link: SourceLink, from: LinkSource, check: LinkChecker, page: PageFile | undefined): string | null {
  if (link.photoProp) return missingPhoto(link, page);
  if (!link.markdownImage) return check(link.url, from, link.kind);
  const imageProblem = markdownImageProblem(link, page);
  if (imageProblem || isRelativePath(link.url)) return imageProblem;
  return check(link.url, from, link.kind);
}

/**
 * The links of one page that lead nowhere, each with its line, column and text. The page is
 * parsed only when the quick scan finds a candidate that fails or cannot be read plainly, or an
 * image without alt text, so a page whose links are all good costs a few regular expressions.
 * With `page`, a photo beside the page (`![Team](./team.jpg)`, `<Banner image="./team.jpg">`) must exist.
 */
export function pageLinkFindings(
  text: string,
  from: LinkSource,
  check: LinkChecker,
  page?: PageFile,
): SourceLinkFinding[] {
  const candidates = linkCandidates(text);
  const photoProps = page !== undefined && photoPropValue.test(text);
  if (
    !emptyAlt.test(text) &&
    !photoProps &&
    !candidates.some((link) => link.uncertain || check(link.url, from, link.kind))
  )
    return [];
  let links: SourceLink[];
  try {
    links = linksInMdx(text);
  } catch {
    links = scannedLinks(text, candidates);
  }
  return links.flatMap((link) => {
    const why = problemOf(link, from, check, page);
    return why ? [{ ...link, why }] : [];
  });
}
