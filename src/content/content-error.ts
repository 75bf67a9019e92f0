/** One problem in one content file, printed as `pages/x.mdx:3: description: Required`. */
export interface ContentProblem {
  file: string;
  line?: number;
  message: string;
}

export function formatProblem({ file, line, message }: ContentProblem): string {
  return `${file}${line ? `:${line}` : ''}: ${message}`;
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
