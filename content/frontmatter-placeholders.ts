import type { ContentProblem } from '../src/shared/content-error';
import {
  hasPlaceholderComment,
  placeholderOfValue,
  placeholderPaths,
  placeholdersInText,
  placeholderWord,
  type ValuePath,
} from './placeholder';
import { lineOfPath, pathLabel } from './yaml-lines';

export interface PlaceholderSource {
  file: string;
  /** The parsed frontmatter. */
  data: unknown;
  /** The frontmatter YAML, from the newline after the opening ---: its line i is file line i + 1. */
  yaml: string;
  body: string;
  /** Lines the frontmatter block takes: body line i is file line frontmatterLines + 1 + i. */
  frontmatterLines: number;
}

/** Every path in a value: `['outcomes']`, `['outcomes', 0]`, … */
function pathsIn(value: unknown, at: ValuePath = []): ValuePath[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const path = [...at, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsIn(item, path)];
  });
}

/** The deepest path whose value is written on YAML line `index`, as messages print it. */
function labelOfLine(data: unknown, yaml: string, index: number): string {
  const onLine = pathsIn(data).filter((path) => lineOfPath(yaml, path) === index);
  return onLine.length
    ? pathLabel(onLine.reduce((deepest, path) => (path.length > deepest.length ? path : deepest)))
    : `line ${index + 1}`;
}

/** The value at `path` of parsed frontmatter. */
function valueAt(data: unknown, path: ValuePath): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], data);
}

/**
 * One problem for each placeholder still in a page that is to be published: a TODO value, a value
 * marked `# TODO`, a value holding a stand-in (`XX%`, `TBC`, `Lorem ipsum`), or any of them in the text.
 */
export function placeholderProblems({ file, data, yaml, body, frontmatterLines }: PlaceholderSource): ContentProblem[] {
  const values = placeholderPaths(data).map((path) => {
    const index = lineOfPath(yaml, path);
    const found = placeholderOfValue(String(valueAt(data, path)));
    return {
      file,
      ...(index === null ? {} : { line: index + 1 }),
      message: `${pathLabel(path)}: still a placeholder (${found ?? placeholderWord}); write the real value before publishing`,
    };
  });
  const marked = yaml.split('\n').flatMap((line, index) =>
    hasPlaceholderComment(line)
      ? [
          {
            file,
            line: index + 1,
            message: `${labelOfLine(data, yaml, index)}: still marked ${placeholderWord}; choose the right value in the form, or delete "# ${placeholderWord}" and the words after it from the line in the page source`,
          },
        ]
      : [],
  );
  const inText = placeholdersInText(body).map((found) => ({
    file,
    line: frontmatterLines + 1 + found.line,
    column: found.column,
    message: `the text still has a placeholder (${found.text}); write the real text before publishing`,
  }));
  return [...values, ...marked, ...inText];
}
