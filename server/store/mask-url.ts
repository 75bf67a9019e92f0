/** A connection URL fit for a log: its password replaced by `***` (a URL that does not parse is not shown). */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an address that is not a URL)';
  }
}
