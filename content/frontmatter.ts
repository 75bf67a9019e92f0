import matter from 'gray-matter';
import { z } from 'zod';
import { ContentError, type ContentProblem } from '../src/shared/content-error';
import { joinedItemProblem, readFrontmatterYaml, type JoinedItemLine } from './frontmatter-yaml';
import { emptyFieldMessage } from '../src/shared/empty-field-message';
import { issueMessage } from '../src/shared/issue-message';
import { yamlProblemWords } from '../src/shared/yaml-problem';
import { placeholderProblems } from './frontmatter-placeholders';
import { lineOfPath, pathLabel, writtenValueOn } from './yaml-lines';
import { duplicatedKey, duplicatedKeyMessage, tabIndentedLines, tabIndentMessage } from './yaml-slips';
import { didYouMean } from '../src/shared/props/closest-names';

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

/** A field with nothing in it: missing, written with nothing after its colon, or empty text. */
function isEmptyValue(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'invalid_type') return issue.input === undefined || issue.input === null;
  return issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1;
}

/** The frontmatter's YAML as written, before parsing: its line i is file line i + 1. */
function rawYaml(text: string): string {
  const match = /^---[^\n]*(\n[\s\S]*?)\n---/.exec(text);
  return match ? match[1] : '';
}

/** An unknown field that is a slip for an allowed one (`Title`, `descripton`): the field's label and the one meant. */
function nearMisses(
  issues: readonly z.core.$ZodIssue[],
  schema: z.ZodType,
): Map<string, { meant: string; meantLabel: string }> {
  const slips = new Map<string, { meant: string; meantLabel: string }>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const allowed = keysAt(schema, issue.path);
    for (const key of issue.keys) {
      const meant = didYouMean(key, allowed);
      if (meant) slips.set(pathLabel([...issue.path, key]), { meant, meantLabel: pathLabel([...issue.path, meant]) });
    }
  }
  return slips;
}

/**
 * Reads and checks a page's frontmatter. `file` is the name printed in errors. Throws a
 * ContentError listing every problem with its line: `pages/x.mdx:3: description: Required`.
 * A draft may hold placeholders (`npm run new` writes them); any other page may not.
 * `lineShift` is how many lines above the file's own the text starts (1 for a data file read as
 * frontmatter), for line numbers written inside messages.
 */
export function parsePage<S extends z.ZodObject>(
  file: string,
  text: string,
  schema: S,
  lineShift = 0,
): ParsedPage<z.output<S>> {
  // js-yaml reads a tab in the indentation as nothing, moving the line to another level in silence.
  const tabs = tabIndentedLines(rawYaml(text.replace(/^\uFEFF/, '')));
  if (tabs.length)
    throw new ContentError(
      tabs.map(({ line, column }) => ({ file, line: line + 1, column: column + 1, message: tabIndentMessage })),
    );
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
    const duplicate =
      error.mark && /duplicated mapping key/.test(error.reason)
        ? duplicatedKey(rawYaml(text.replace(/^\uFEFF/, '')), error.mark.line)
        : null;
    if (duplicate && line !== undefined) {
      const message = duplicatedKeyMessage(duplicate.key, duplicate.firstLine + 1 - lineShift, line - lineShift);
      throw new ContentError([{ file, line, message }]);
    }
    throw new ContentError([{ file, line, message: yamlProblemWords(error.reason) }]);
  }
  const yaml = parsed.matter;
  const hasFrontmatter = text.replace(/^\uFEFF/, '').startsWith('---');
  const frontmatterLines = hasFrontmatter ? yaml.split('\n').length + 1 : 0;
  if (!hasFrontmatter) {
    throw new ContentError([
      {
        file,
        line: 1,
        message:
          'Fields missing: the file must start with a --- line, then the title and description, then another --- line',
      },
    ]);
  }
  const data: Record<string, unknown> = parsed.data;
  const problems: ContentProblem[] = joinedItemLines.map((item) => joinedItemProblem(file, data, item));
  if (data.draft !== true)
    problems.push(...placeholderProblems({ file, data, yaml, body: parsed.content, frontmatterLines }));
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    const slips = nearMisses(result.error.issues, schema);
    const meantFields = new Set([...slips.values()].map(({ meantLabel }) => meantLabel));
    for (const issue of result.error.issues) {
      const missing = issue.code === 'invalid_type' && issue.input === undefined;
      // `Title:` for `title:` is one slip: "did you mean title?" says it all, "title: Required" would repeat it.
      if (missing && meantFields.has(pathLabel(issue.path))) continue;
      const unknown = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [];
      for (const path of unknown) {
        const slip = slips.get(pathLabel(path));
        if (!slip) continue;
        const index = lineOfPath(yaml, path);
        const line = index === null ? frontmatterLines : index + 1;
        problems.push({ file, line, message: `${pathLabel(path)}: Unknown field; did you mean ${slip.meant}?` });
      }
      const keys =
        issue.code === 'unrecognized_keys' ? unknown.filter((path) => !slips.has(pathLabel(path))) : [issue.path];
      if (keys.length === 0) continue;
      const path = keys[0];
      // yaml starts with the newline after the opening ---, so its line i is file line i + 1.
      const index = lineOfPath(yaml, path);
      const line = index !== null && !(missing && path.length === 1) ? index + 1 : frontmatterLines;
      const written = index === null ? undefined : (writtenValueOn(yaml.split('\n')[index]) ?? undefined);
      const label = keys.map(pathLabel).join(', ');
      const empty = isEmptyValue(issue) ? emptyFieldMessage(schema, path) : undefined;
      const message = empty ?? issueMessage(issue, keysAt(schema, issue.path), written);
      problems.push({ file, line, message: `${label}: ${message}` });
    }
  }
  if (problems.length || !result.success) {
    problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    throw new ContentError(problems);
  }
  return { data: result.data, body: parsed.content, frontmatterLines, yaml };
}
