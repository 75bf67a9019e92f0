import type { LinkChecker, LinkSource } from './link-check';
import { bodyStart } from './blank-frontmatter';
import { linkValueKind } from './link-props';

/** A URL field of a page's frontmatter that leads nowhere (`image: /images/gone.png`). */
export interface FrontmatterLinkFinding {
  field: string;
  why: string;
  line?: number;
  column?: number;
}

/**
 * Every text of a frontmatter value, with its field label as the form counts its rows (`links 1.href`,
 * from 1, never 0-based), its path and its key's name.
 */
export function* urlFields(
  value: unknown,
  field = '',
  path: (string | number)[] = [],
): Generator<{ field: string; path: (string | number)[]; url: string; name: string }> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* urlFields(item, `${field} ${i + 1}`, [...path, i]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) {
      const label = field ? `${field}.${name}` : name;
      if (typeof item === 'string') yield { field: label, path: [...path, name], url: item, name };
      else yield* urlFields(item, label, [...path, name]);
    }
  }
}

/** Where in the frontmatter `url` is first written, when it is. */
function placeOf(text: string, url: string): { line?: number; column?: number } {
  const block = text.slice(0, bodyStart(text));
  const index = block.indexOf(url);
  if (index === -1) return {};
  const before = block.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}

/** Checks the frontmatter fields with URL names (`image`, …) the way links in the page are checked. */
export function frontmatterLinkFindings(
  frontmatter: Record<string, unknown>,
  text: string,
  from: LinkSource,
  check: LinkChecker,
): FrontmatterLinkFinding[] {
  const findings: FrontmatterLinkFinding[] = [];
  // Aliases are this page's old paths, not links.
  const fields = Object.fromEntries(Object.entries(frontmatter).filter(([name]) => name !== 'aliases'));
  for (const { field, url, name } of urlFields(fields)) {
    const kind = linkValueKind(name, url);
    const why = kind ? check(url, from, kind) : null;
    if (why) findings.push({ field, why, ...placeOf(text, url) });
  }
  return findings;
}
