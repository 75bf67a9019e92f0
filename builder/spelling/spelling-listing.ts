import type { ContentProblem } from '../../src/shared/content-error';
import { wordListFile } from './word-list';

function placeOf({ file, line, column }: ContentProblem): string {
  return `${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}`;
}

/**
 * What `npm run spell` prints: each word once, with how often and where it is, the most frequent
 * first, then a count; or a line saying the pages are clean.
 */
export function spellingListing(problems: readonly ContentProblem[], files: number, pagesLabel: string): string {
  if (problems.length === 0) return `No spelling problems in ${files === 1 ? '1 file' : `${files} files`}.`;
  const byMessage = new Map<string, ContentProblem[]>();
  for (const problem of problems) byMessage.set(problem.message, [...(byMessage.get(problem.message) ?? []), problem]);
  const groups = [...byMessage.entries()].sort(
    ([a, first], [b, second]) => second.length - first.length || a.localeCompare(b),
  );
  const words = groups.length === 1 ? '1 word' : `${groups.length} words`;
  const places = problems.length === 1 ? '1 place' : `${problems.length} places`;
  return [
    ...groups.flatMap(([message, found]) => [
      `${message} (${found.length}×)`,
      ...found.map((problem) => `  ${placeOf(problem)}`),
      '',
    ]),
    `${words} to look at, in ${places}. Fix the spelling, or add a name to ${pagesLabel}/${wordListFile}.`,
  ].join('\n');
}
