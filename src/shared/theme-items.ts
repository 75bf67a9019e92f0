import { pageEntries } from './pages';
import { themeMembers, type ThemeItem } from './theme-members';

export type { ThemeItem, ThemeItemKind } from './theme-members';

/** Every insight article, blog post and research item (white papers included) tagged with `theme`, newest first. */
export function themeItems(theme: string): ThemeItem[] {
  return themeMembers(pageEntries, theme);
}
