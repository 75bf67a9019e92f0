import type { Root } from 'mdast';
import type { ContentProblem } from '../../src/shared/content-error';
import { mdxComponentNames } from '../../src/mdx-component-names';
import { checkComponentUse, staleListingWarnings, type CheckedSite, type PlacedMessage } from './check-component-use';
import type { ListedItems } from './listing-freshness';
import type { ComponentUse } from './component-use';
import { componentUsesIn } from './component-uses';
import { headingProblems } from '../markup/heading-order';
import { readPage, type PageReading } from '../markup/page-reading';
import { pageMdxTree, withoutFrontmatter } from './page-mdx-tree';

export type { CheckedSite } from './check-component-use';

/** A page's component, heading and markup problems (errors) and warnings, each with the file, line and column. */
export interface ComponentReport {
  problems: ContentProblem[];
  warnings: ContentProblem[];
}

// Read at each use, not once: the dev server refreshes the list in place when a component is added.
const componentNames = (): ReadonlySet<string> => new Set(mdxComponentNames);

function inFile(file: string, messages: readonly PlacedMessage[]): ContentProblem[] {
  return [...messages]
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map(({ line, column, message }) => ({ file, line, column, message }));
}

/**
 * Checks what was read from one page, `file` being the name messages print: its component uses,
 * its outline of headings, and markup that does not do what it looks like.
 */
export function checkComponentUses(file: string, reading: PageReading, site: CheckedSite): ComponentReport {
  const checks = reading.uses.map((use) => checkComponentUse(use, site));
  return {
    problems: inFile(file, [
      ...checks.flatMap((check) => check.problems),
      ...headingProblems(reading.uses, reading.headings),
      ...reading.markup.filter((finding) => finding.severity !== 'warning'),
    ]),
    warnings: inFile(file, [
      ...checks.flatMap((check) => check.warnings),
      ...reading.markup.filter((finding) => finding.severity === 'warning'),
    ]),
  };
}

/** The component uses in a page's MDX syntax tree (as compiled, or as `pageMdxTree` reads it). */
export function componentUsesOf(tree: Parameters<typeof componentUsesIn>[0]): ComponentUse[] {
  return componentUsesIn(tree, componentNames());
}

interface SyntaxError {
  reason: string;
  line?: number;
  column?: number;
}

// The dev server parses the page it shows to check its components as Vite compiles it, then again
// for its banner's markup warnings (`pageMarkupWarnings`): the last few parses are kept by text.
const recentParses = new Map<string, { tree: Root } | { error: unknown }>();
const keptParses = 4;

/** `pageMdxTree`, from the recent parses when the text was parsed already. */
function parsedPage(text: string): Root {
  let parsed = recentParses.get(text);
  if (!parsed) {
    try {
      parsed = { tree: pageMdxTree(text) };
    } catch (error) {
      parsed = { error };
    }
    recentParses.set(text, parsed);
    if (recentParses.size > keptParses) recentParses.delete(recentParses.keys().next().value as string);
  }
  if ('error' in parsed) throw parsed.error;
  return parsed.tree;
}

function isSyntaxError(error: unknown): error is SyntaxError {
  return typeof error === 'object' && error !== null && typeof (error as { reason?: unknown }).reason === 'string';
}

/**
 * Parses one page's text and checks its component uses: for pages that are not compiled (the dev
 * server's page, every page of a build that has already failed). A page whose MDX does not parse
 * reports its syntax error, in the compiler's words, instead.
 */
export function checkPageComponents(file: string, text: string, site: CheckedSite): ComponentReport {
  let tree: ReturnType<typeof pageMdxTree>;
  try {
    tree = parsedPage(text);
  } catch (error) {
    if (!isSyntaxError(error)) throw error;
    const { reason, line, column } = error;
    return {
      problems: [{ file, ...(line ? { line } : {}), ...(line && column ? { column } : {}), message: reason }],
      warnings: [],
    };
  }
  return checkComponentUses(file, readPage(tree, withoutFrontmatter(text), componentNames()), site);
}

/**
 * The markup warnings of one page's text (a paragraph swallowed by a list, a component inside a
 * list item) and, given the news and events, its "latest" lists gone stale, for the dev server's
 * banner; none when the page does not parse, which shows anyway.
 */
export function pageMarkupWarnings(file: string, text: string, items?: ListedItems): ContentProblem[] {
  let tree: ReturnType<typeof pageMdxTree>;
  try {
    tree = parsedPage(text);
  } catch (error) {
    if (isSyntaxError(error)) return [];
    throw error;
  }
  const { markup, uses } = readPage(tree, withoutFrontmatter(text), componentNames());
  const stale = items ? uses.flatMap((use) => staleListingWarnings(use, items)) : [];
  return inFile(file, [...markup.filter((finding) => finding.severity === 'warning'), ...stale]).map((warning) => ({
    ...warning,
    severity: 'warning',
  }));
}
