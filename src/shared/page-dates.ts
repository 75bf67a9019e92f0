import { lastModified } from 'virtual:page-index';

/** When the page at `path` last changed (UTC ISO 8601: its file's last commit, or its file time). */
export function lastModifiedOf(path: string): string | undefined {
  return lastModified[path];
}
