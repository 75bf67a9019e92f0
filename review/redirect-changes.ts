import type { Redirect } from './redirects-file';
import type { RedirectChange } from './report-model';

/** Aliases added, removed and retargeted; for a removed one, whether its path is now a page or nothing. */
export function redirectChanges(
  before: ReadonlyMap<string, Redirect>,
  after: ReadonlyMap<string, Redirect>,
  pagesAfter: ReadonlySet<string>,
): RedirectChange[] {
  const changes: RedirectChange[] = [];
  for (const [from, old] of before) {
    const now = after.get(from);
    if (!now) changes.push({ kind: 'removed', from, to: old.to, nowA: pagesAfter.has(from) ? 'page' : 'missing page' });
    else if (now.to !== old.to) changes.push({ kind: 'target changed', from, before: old.to, after: now.to });
  }
  for (const [from, now] of after) if (!before.has(from)) changes.push({ kind: 'added', from, to: now.to });
  return changes.sort((a, b) => a.from.localeCompare(b.from));
}
