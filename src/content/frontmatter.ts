import matter from 'gray-matter';
import { z } from 'zod';
import { ContentError, type ContentProblem } from './content-error';
import { joinedItemProblem, readFrontmatterYaml, type JoinedItemLine } from './frontmatter-yaml';
import { issueMessage } from './issue-message';
import { placeholderProblems } from './frontmatter-placeholders';
import { lineOfPath, pathLabel, writtenValueOn } from './yaml-lines';

interface YamlException extends Error {
  reason: string;
  mark?: { line: number };
}

function isYamlException(error: unknown): error is YamlException {
  return error instanceof Error && error.name === 'YAMLException';
}

export interface ParsedPage<T> {
  data: T;
  /** The MDX after the frontmatter block; it starts on line `frontmatterLines + 1` of the file. */
  body: string;
  /** Number of lines the frontmatter block takes, delimiters included. */
  frontmatterLines: number;
  /** The frontmatter's YAML, from the newline after the opening ---: its line i is file line i + 1. */
  yaml: string;
}

/** The field names of the object schema found at `path`, for "allowed fields are ..." messages. */
function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional)
    return keysAt(schema.unwrap() as z.ZodType, path);
  if (schema instanceof z.ZodUnion) {
    const objects = schema.options.filter((option) => option instanceof z.ZodObject || option instanceof z.ZodArray);
    return objects.length ? keysAt(objects[0] as z.ZodType, path) : [];
  }
  if (schema instanceof z.ZodArray)
    return keysAt(schema.element as z.ZodType, typeof path[0] === 'number' ? path.slice(1) : path);
  if (!(schema instanceof z.ZodObject)) return [];
  if (path.length === 0) return Object.keys(schema.shape);
  const child = schema.shape[String(path[0])] as z.ZodType | undefined;
  return child ? keysAt(child, path.slice(1)) : [];
}

/**
 * Reads and checks a page's frontmatter. `file` is the name printed in errors. Throws a
 * ContentError listing every problem with its line: `pages/x.mdx:3: description: Required`.
 * A draft may hold placeholders (`npm run new` writes them); any other page may not.
 */
export function parsePage<S extends z.ZodObject>(file: string, text: string, schema: S): ParsedPage<z.output<S>> {
  let parsed: matter.GrayMatterFile<string>;
  let joinedItemLines: JoinedItemLine[] = [];
  const readYaml = (source: string) => {
    const read = readFrontmatterYaml(source);
    joinedItemLines = read.joinedItemLines;
    return read.data;
  };
  try {
    // An options object turns off gray-matter's cache, which would share one data object between files.
    // A byte order mark from some editors would hide the opening ---.
    parsed = matter(text.replace(/^\uFEFF/, ''), { engines: { yaml: readYaml } });
  } catch (error) {
    if (!isYamlException(error)) throw error;
    const line = error.mark ? error.mark.line + 1 : undefined;
    // The most common cause by far: an unquoted value containing ": ".
    const hint = /mapping (pair|entry)/.test(error.reason)
      ? ' (if the value contains a colon, put the whole value in quotes)'
      : '';
    throw new ContentError([{ file, line, message: `YAML: ${error.reason}${hint}` }]);
  }
  const yaml = parsed.matter;
  const hasFrontmatter = text.replace(/^\uFEFF/, '').startsWith('---');
  const frontmatterLines = hasFrontmatter ? yaml.split('\n').length + 1 : 0;
  if (!hasFrontmatter) {
    throw new ContentError([
      { file, line: 1, message: 'Frontmatter missing: the file must start with --- and a title and description' },
    ]);
  }
  const data: Record<string, unknown> = parsed.data;
  const problems: ContentProblem[] = joinedItemLines.map((item) => joinedItemProblem(file, data, item));
  if (data.draft !== true)
    problems.push(...placeholderProblems({ file, data, yaml, body: parsed.content, frontmatterLines }));
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
      const path = keys[0];
      // yaml starts with the newline after the opening ---, so its line i is file line i + 1.
      const index = lineOfPath(yaml, path);
      const missing = issue.code === 'invalid_type' && issue.input === undefined;
      const line = index !== null && !(missing && path.length === 1) ? index + 1 : frontmatterLines;
      const written = index === null ? undefined : (writtenValueOn(yaml.split('\n')[index]) ?? undefined);
      const label = keys.map(pathLabel).join(', ');
      problems.push({ file, line, message: `${label}: ${issueMessage(issue, keysAt(schema, issue.path), written)}` });
    }
  }
  if (problems.length || !result.success) {
    problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    throw new ContentError(problems);
  }
  return { data: result.data, body: parsed.content, frontmatterLines, yaml };
}
