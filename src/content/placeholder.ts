/**
 * What `npm run new` writes wherever the copywriter must write or choose the real thing: a text
 * value starting with TODO (`"TODO: text, at most 80 characters"`), a `# TODO: one of …` comment
 * after a value the schema takes but nobody chose yet, or TODO in the text. A draft may hold them;
 * the build refuses a published page that still does.
 */
export const placeholderWord = 'TODO';

const placeholderStart = new RegExp(`^${placeholderWord}\\b`);
const placeholderInText = new RegExp(`\\b${placeholderWord}\\b`);

export type ValuePath = (string | number)[];

/** Whether a frontmatter value is a placeholder. */
export function isPlaceholder(value: unknown): value is string {
  return typeof value === 'string' && placeholderStart.test(value.trim());
}

/** The path of every placeholder in parsed frontmatter, e.g. `['client']`, `['outcomes', 0]`. */
export function placeholderPaths(value: unknown, at: ValuePath = []): ValuePath[] {
  if (isPlaceholder(value)) return [at];
  if (Array.isArray(value)) return value.flatMap((item: unknown, index) => placeholderPaths(item, [...at, index]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => placeholderPaths(item, [...at, key]));
  return [];
}

/** Whether a YAML line ends in a comment that says TODO (a line that is only a comment does not count). */
export function hasPlaceholderComment(line: string): boolean {
  if (/^\s*#/.test(line)) return false;
  // Quoted text may hold a # of its own.
  const unquoted = line.replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, '""');
  const comment = /\s#(.*)$/.exec(unquoted);
  return comment !== null && placeholderInText.test(comment[1]);
}

/**
 * The 0-based lines of MDX text that still say TODO. Code (fenced blocks and `inline` spans) may
 * mention TODO as what it is, so it is left alone.
 */
export function placeholderLines(text: string): number[] {
  const lines: number[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null && placeholderInText.test(line.replace(/`[^`]*`/g, ''))) lines.push(index);
  });
  return lines;
}
