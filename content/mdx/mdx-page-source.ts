import { collections } from '../../src/shared/collections';
import { parsePage } from '../frontmatter';
import { schemaFor } from '../../src/shared/schema';

/**
 * What the MDX compiler reads of a page, in dev and in the build: the checked frontmatter as
 * `export const frontmatter`, padded with blank lines so MDX errors keep the file's line numbers,
 * then the body. `label` names the file in messages, `file` is relative to the pages folder.
 */
export function mdxPageSource(label: string, file: string, text: string): string {
  const { data, body, frontmatterLines } = parsePage(label, text, schemaFor(file, collections));
  return `export const frontmatter = ${JSON.stringify(data)};` + '\n'.repeat(Math.max(frontmatterLines, 1)) + body;
}
