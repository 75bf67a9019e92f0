import type { z } from 'zod';
import { eventFileSchema, events, news, newsFileSchema } from '../../src/shared/collections';
import type { PlacedText } from './markdown-texts';
import { dataFileTexts, pageTexts, type CompiledBody } from './page-texts';
import type { TextChecker } from './spell-messages';

/** One finding, placed in its file. */
export interface PlacedFinding {
  line: number;
  column: number;
  word: string;
  message: string;
}

/** The `.yaml` items beside the pages (news and events without a page), by folder. */
const dataFileSchemas: Record<string, z.ZodType> = {
  [news.folder]: newsFileSchema,
  [events.folder]: eventFileSchema,
};

/** Whether a file relative to the pages folder is a data file the spelling check reads (`news/agm.yaml`). */
export function isCheckedDataFile(relativeFile: string): boolean {
  const folder = relativeFile.slice(0, relativeFile.lastIndexOf('/'));
  return relativeFile.endsWith('.yaml') && Object.hasOwn(dataFileSchemas, folder);
}

function textsOf(relativeFile: string, source: string, body?: CompiledBody): PlacedText[] {
  if (!relativeFile.endsWith('.yaml')) return pageTexts(relativeFile, source, body);
  const schema = dataFileSchemas[relativeFile.slice(0, relativeFile.lastIndexOf('/'))];
  return schema ? dataFileTexts(schema, source) : [];
}

/** Where `word` is in the file: at its place in the text when the text is the file's own, else its next occurrence. */
function offsetInFile(source: string, textStart: number, offsetInText: number, word: string): number {
  const exact = textStart + offsetInText;
  if (source.startsWith(word, exact)) return exact;
  const found = source.indexOf(word, textStart);
  return found === -1 ? textStart : found;
}

/**
 * The spelling findings of one page or data file (relative to the pages folder), each with its
 * line and column. The texts are checked as one, one per line, so a page costs the checker one
 * request. `body` is what the compile step read of a page; without it the page is parsed here.
 */
export async function fileSpelling(
  checker: TextChecker,
  relativeFile: string,
  source: string,
  body?: CompiledBody,
): Promise<PlacedFinding[]> {
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const texts = textsOf(relativeFile, source, body).filter((placed) => /[A-Za-z]/.test(placed.text));
  // A text's own newlines stay, so each text starts after a line break and words never join.
  const starts: number[] = [];
  let joined = '';
  for (const { text } of texts) {
    starts.push(joined.length);
    joined += `${text}\n`;
  }
  const findings = await checker.check(joined);
  const placed = findings.map((finding) => {
    let index = starts.length - 1;
    while (index > 0 && starts[index] > finding.offset) index--;
    const { line: textLine, column: textColumn } = texts[index];
    const textStart = (lineStarts[textLine - 1] ?? 0) + textColumn - 1;
    const offset = offsetInFile(source, textStart, finding.offset - starts[index], finding.word);
    let line = lineStarts.length - 1;
    while (line > 0 && lineStarts[line] > offset) line--;
    return { line: line + 1, column: offset - lineStarts[line] + 1, word: finding.word, message: finding.message };
  });
  // Frontmatter, Markdown text and props come in that order: list them as the file reads.
  return placed.sort((a, b) => a.line - b.line || a.column - b.column);
}
