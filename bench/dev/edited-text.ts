/**
 * The page's text with `word` added at the end of its first prose paragraph (a line of running text
 * indented under a component, as copywriters write them), before its closing full stop.
 */
export function withWordAdded(mdx: string, word: string): string {
  const lines = mdx.split('\n');
  const at = lines.findIndex((line) => /^\s+[A-Z][^<>{}]{40,}\.$/.test(line));
  if (at === -1) throw new Error('the page has no paragraph of running text to edit');
  lines[at] = `${lines[at].slice(0, -1)} ${word}.`;
  return lines.join('\n');
}
