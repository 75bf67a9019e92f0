import { compareListOrder } from './list-order';
import { blogPostsIn, insightsIn, researchIn } from './collection-members';
import type { PageEntry } from './page-entry';

/** The collections a theme gathers its items from. */
export type ThemeItemKind = 'insight' | 'blog-post' | 'research';

/** One page tagged with a theme, whichever collection it comes from, as its card shows it. */
export interface ThemeItem {
  kind: ThemeItemKind;
  href: string;
  title: string;
  summary: string;
  /** The insight's or blog post's category, or the research item's type, e.g. "White Paper". */
  kicker: string;
  /** YYYY-MM-DD */
  date: string;
  /** Only insight articles have a card image. */
  image?: { src: string; alt: string };
}

/** Every insight article, blog post and research item (white papers included) among `pages` tagged with `theme`, newest first. */
export function themeMembers(pages: readonly PageEntry[], theme: string): ThemeItem[] {
  const tagged = <P extends { frontmatter: { themes: string[] } }>(members: P[]) =>
    members.filter((page) => page.frontmatter.themes.includes(theme));
  const insights = tagged(insightsIn(pages)).map(({ path, frontmatter }): ThemeItem => ({
    kind: 'insight',
    href: path,
    title: frontmatter.title,
    summary: frontmatter.summary,
    kicker: frontmatter.category,
    date: frontmatter.date,
    image: { src: frontmatter.image, alt: frontmatter.imageAlt },
  }));
  const posts = tagged(blogPostsIn(pages)).map(({ path, frontmatter }): ThemeItem => ({
    kind: 'blog-post',
    href: path,
    title: frontmatter.title,
    summary: frontmatter.summary,
    kicker: frontmatter.category,
    date: frontmatter.date,
  }));
  const research = tagged(researchIn(pages)).map(({ path, frontmatter }): ThemeItem => ({
    kind: 'research',
    href: path,
    title: frontmatter.title,
    summary: frontmatter.summary,
    kicker: frontmatter.type,
    date: frontmatter.date,
  }));
  // One list order (`list-order.ts`), so the order does not depend on which collection was read first.
  return [...insights, ...posts, ...research].sort(compareListOrder);
}
