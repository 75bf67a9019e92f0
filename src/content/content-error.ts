/** One problem in one content file, printed as `pages/x.mdx:3: description: Required`. */
export interface ContentProblem {
  file: string;
  line?: number;
  /** Where on the line, when known: `pages/x.mdx:12:5: …`. */
  column?: number;
  message: string;
}

export function formatProblem({ file, line, column, message }: ContentProblem): string {
  return `${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}: ${message}`;
}

/** Problems in the order a copywriter fixes them: by file, then line, then column. */
export function sortedByPlace(problems: readonly ContentProblem[]): ContentProblem[] {
  return [...problems].sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0),
  );
}

/** Thrown when content cannot be built; lists every problem found, one per line. */
export class ContentError extends Error {
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
    this.problems = problems;
  }
}
