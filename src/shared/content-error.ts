/** One problem in one content file, printed as `pages/x.mdx:3: description: Required`. */
export interface ContentProblem {
  file: string;
  line?: number;
  /** Where on the line, when known: `pages/x.mdx:12:5: …`. */
  column?: number;
  message: string;
  /**
   * An error stops the build; a warning is listed at the end of the build and in the dev server's
   * banner, and ships. Unset means error.
   */
  severity?: 'error' | 'warning';
}

export function isWarning(problem: ContentProblem): boolean {
  return problem.severity === 'warning';
}

/** The problem as one line: `pages/x.mdx:3:5: message`, with `warning: ` before a warning's message. */
export function formatProblem({ file, line, column, message, severity }: ContentProblem): string {
  return `${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}: ${severity === 'warning' ? 'warning: ' : ''}${message}`;
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
