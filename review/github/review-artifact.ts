/**
 * The artifact the read-only review job hands to the comment workflow (`review-comment.yml`):
 * `pull-request.json` (`{"number": 42}`) and, once the review has run, `report.md`. The pull
 * request's own code made it, so the comment workflow reads it as hostile input: regular files
 * only, no links, sizes bounded before anything is read, the number a plain positive integer and
 * the report UTF-8 text. What it names is checked again against GitHub (`review-comment.ts`).
 */
import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const pullRequestFile = 'pull-request.json';
export const reportFile = 'report.md';
/** Far more than `{"number": 123456}` needs. */
export const pullRequestFileLimit = 1024;
/** A report of every page of a large site stays well under this; the comment holds 65,536 characters of it. */
export const reportFileLimit = 2 * 1024 * 1024;

export interface ReviewArtifact {
  pullRequest: number;
  /** The review's Markdown; absent when the job stopped before the review wrote it. */
  report?: string;
}

/** The artifact is not one the review job could have made: nothing of it is used. */
export class ArtifactRefused extends Error {
  override name = 'ArtifactRefused';
}

/** The file's bytes when it is a regular file of at most `limit` bytes; undefined when absent. */
async function boundedFile(folder: string, name: string, limit: number): Promise<Buffer | undefined> {
  const path = join(folder, name);
  const stat = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!stat) return undefined;
  if (!stat.isFile()) throw new ArtifactRefused(`${name} in the artifact is not a plain file`);
  if (stat.size > limit)
    throw new ArtifactRefused(`${name} in the artifact has ${stat.size} bytes, more than the ${limit} allowed`);
  const bytes = await readFile(path);
  // It may have grown between the look and the read.
  if (bytes.length > limit)
    throw new ArtifactRefused(`${name} in the artifact has more than the ${limit} bytes allowed`);
  return bytes;
}

/** The artifact in `folder`; undefined when there is none (the job stopped before it uploaded one). */
export async function readReviewArtifact(folder: string): Promise<ReviewArtifact | undefined> {
  const numberBytes = await boundedFile(folder, pullRequestFile, pullRequestFileLimit);
  if (!numberBytes) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(numberBytes.toString('utf8'));
  } catch {
    throw new ArtifactRefused(`${pullRequestFile} in the artifact is not JSON`);
  }
  const number = typeof parsed === 'object' && parsed !== null && 'number' in parsed ? parsed.number : undefined;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1)
    throw new ArtifactRefused(
      `${pullRequestFile} in the artifact names no pull request: "number" is ${JSON.stringify(number) ?? 'missing'}, not a positive whole number`,
    );
  const reportBytes = await boundedFile(folder, reportFile, reportFileLimit);
  if (!reportBytes) return { pullRequest: number };
  let report: string;
  try {
    report = new TextDecoder('utf-8', { fatal: true }).decode(reportBytes);
  } catch {
    throw new ArtifactRefused(`${reportFile} in the artifact is not UTF-8 text`);
  }
  return { pullRequest: number, report };
}
