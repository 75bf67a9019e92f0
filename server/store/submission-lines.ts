import { submissionRecord, type SubmissionRecord } from './submission-record';

export interface BadLine {
  /** 1-based line number in the file. */
  line: number;
  reason: string;
}

export interface ParsedSubmissions {
  records: SubmissionRecord[];
  /** A last line without its line break: a write that a crash cut short (never acknowledged). */
  tornLastLine?: { line: number; bytes: number };
  /** Complete lines that are not submissions: something other than the receiver wrote the file. */
  badLines: BadLine[];
}

/** Reads a JSON Lines file of submissions, line by line. */
export function parseSubmissions(text: string): ParsedSubmissions {
  const lines = text.split('\n');
  const last = lines.pop() ?? '';
  const records: SubmissionRecord[] = [];
  const badLines: BadLine[] = [];
  lines.forEach((line, index) => {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      badLines.push({ line: index + 1, reason: 'not JSON' });
      return;
    }
    const parsed = submissionRecord.safeParse(value);
    if (parsed.success) records.push(parsed.data);
    else
      badLines.push({
        line: index + 1,
        reason: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'line'}: ${issue.message}`).join('; '),
      });
  });
  const tornLastLine = last ? { line: lines.length + 1, bytes: Buffer.byteLength(last) } : undefined;
  return { records, badLines, ...(tornLastLine && { tornLastLine }) };
}
