import type { z } from 'zod';
import { ContentError, type ContentProblem } from '../src/shared/content-error';
import { parsePage } from './frontmatter';

/**
 * Reads and checks a YAML data file under `pages/` (navigation, vocabularies, items without a
 * page) with the same checks and messages as a page's frontmatter, on the file's own lines.
 * `file` is the name printed in errors. Throws a ContentError listing every problem.
 */
export function parseDataFile<S extends z.ZodObject>(file: string, text: string, schema: S): z.output<S> {
  // Read as the frontmatter of an empty page: its YAML then starts on that page's line 2.
  try {
    return parsePage(file, `---\n${text.replace(/^\uFEFF/, '').replace(/\n?$/, '\n')}---\n`, schema, 1).data;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    throw new ContentError(
      error.problems.map((problem) => ({
        ...problem,
        ...(problem.line === undefined ? {} : { line: Math.max(1, problem.line - 1) }),
        message: problem.message.replace(/^Fields missing.*/, 'The file is empty'),
      })),
    );
  }
}

/** `parseDataFile`, with its problems returned instead of thrown: for files read beside others, so every problem comes in one list. */
export function checkedDataFile<S extends z.ZodObject>(
  file: string,
  text: string,
  schema: S,
): { data: z.output<S>; problems: [] } | { data: null; problems: ContentProblem[] } {
  try {
    return { data: parseDataFile(file, text, schema), problems: [] };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { data: null, problems: error.problems };
  }
}
