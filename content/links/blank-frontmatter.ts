/**
 * Where the page body starts: after the frontmatter block, which ends where gray-matter ends it,
 * at the next line starting with `---`. 0 when the page has no frontmatter.
 */
export function bodyStart(text: string): number {
  const start = text.startsWith('\uFEFF') ? 1 : 0;
  if (!text.startsWith('---', start)) return 0;
  const close = text.indexOf('\n---', start + 3);
  if (close === -1) return 0;
  const lineEnd = text.indexOf('\n', close + 1);
  return lineEnd === -1 ? text.length : lineEnd;
}
