import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sortedByPlace, type ContentProblem } from '../../src/shared/content-error';
import type { BrokenLink } from './link-check';
import { linksInMdx } from './mdx-links';
import { linkMessage, type SourceLink } from './source-link';

function parsedLinks(text: string): SourceLink[] {
  try {
    return linksInMdx(text);
  } catch {
    return [];
  }
}

function placeOf(text: string, needle: string): { line: number; column: number } | null {
  const index = text.indexOf(needle);
  if (index === -1) return null;
  const before = text.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}

/**
 * The rendered pages' broken links, placed back in the page's source: at the Markdown link or prop
 * that writes the URL (with its text), else where the URL first appears in the file (a frontmatter
 * field a component turned into a link), else the file alone. `root` is what `file` is relative to.
 */
export function locateBrokenLinks(broken: readonly BrokenLink[], root: string, origin: string): ContentProblem[] {
  const texts = new Map<string, string>();
  const links = new Map<string, SourceLink[]>();
  const textOf = (file: string) =>
    texts.get(file) ?? texts.set(file, readFileSync(join(root, file), 'utf8')).get(file) ?? '';
  const linksOf = (file: string) => links.get(file) ?? links.set(file, parsedLinks(textOf(file))).get(file) ?? [];
  const problems = broken.flatMap(({ file, link, why }): ContentProblem[] => {
    const written = linksOf(file).filter((candidate) => candidate.url === link);
    if (written.length)
      return written.map((source) => ({
        file,
        line: source.line,
        column: source.column,
        message: linkMessage(source, why),
      }));
    const path = link.startsWith(origin + '/') ? link.slice(origin.length) : link;
    const place = placeOf(textOf(file), link) ?? placeOf(textOf(file), path);
    return [{ file, ...place, message: linkMessage({ kind: 'any', text: '', url: link }, why) }];
  });
  return sortedByPlace(problems);
}
