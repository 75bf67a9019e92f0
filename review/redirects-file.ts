export interface Redirect {
  to: string;
  status: number;
}

/** The aliases in a build's `_redirects` (`/from /to 301` per line), by the path they redirect. */
export function parseRedirects(text: string): Map<string, Redirect> {
  const redirects = new Map<string, Redirect>();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#')) redirects.set(from, { to, status: Number(status ?? 301) });
  }
  return redirects;
}
