import type { z } from 'zod';
import { eventFileSchema, events, news, newsFileSchema } from '../../src/content/collections';
import { dataFileTexts, pageTexts } from './page-texts';
import type { SpellChecker, TextSpan } from './spell-checker';

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

function textsOf(relativeFile: string, source: string): TextSpan[] {
  if (!relativeFile.endsWith('.yaml')) return pageTexts(relativeFile, source);
  const schema = dataFileSchemas[relativeFile.slice(0, relativeFile.lastIndexOf('/'))];
  return schema ? dataFileTexts(schema, source) : [];
}

/** Where `word` is in the file: at its place in the span when the span is the file's own text, else its next occurrence. */
function offsetInFile(source: string, span: TextSpan, offsetInSpan: number, word: string): number {
  const exact = span.offset + offsetInSpan;
  if (source.startsWith(word, exact)) return exact;
  const found = source.indexOf(word, span.offset);
  return found === -1 ? span.offset : found;
}

/**
 * The spelling findings of one page or data file (relative to the pages folder), each with its
 * line and column. The texts are checked as one, one per line, so a page costs cspell one call.
 */
export async function fileSpelling(
  checker: SpellChecker,
  relativeFile: string,
  source: string,
): Promise<PlacedFinding[]> {
  const spans = textsOf(relativeFile, source).filter((span) => /[A-Za-z]/.test(span.text));
  // A span's own newlines stay, so each text starts after a line break and words never join.
  const starts: number[] = [];
  let joined = '';
  for (const span of spans) {
    starts.push(joined.length);
    joined += `${span.text}\n`;
  }
  const findings = await checker.check(joined);
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return findings.map((finding) => {
    let index = starts.length - 1;
    while (index > 0 && starts[index] > finding.offset) index--;
    const offset = offsetInFile(source, spans[index], finding.offset - starts[index], finding.word);
    let line = lineStarts.length - 1;
    while (line > 0 && lineStarts[line] > offset) line--;
    return { line: line + 1, column: offset - lineStarts[line] + 1, word: finding.word, message: finding.message };
  });
}
