import { z } from 'zod';
import type { BlogPostPage } from '../shared/collection-members';
import { count } from '../shared/props/prop-types';
import { reference } from '../shared/reference';

export const blogPostsProps = z
  .strictObject({
    featured: z.boolean().default(false).describe('Only the posts marked Featured, shown larger.'),
    limit: count.optional().describe('At most this many posts.'),
    paths: z
      .array(reference('blog-posts'))
      .min(1)
      .optional()
      .describe("These posts, in this order, instead of the newest: paths such as ['/blog/ai-ethics']."),
  })
  .describe('Blog post cards (category, date, title, summary, author), newest first, from the posts’ own frontmatter.');

export type BlogPostsProps = z.output<typeof blogPostsProps>;

/** The posts a <BlogPosts> shows. A path with no post is left out (the build refuses it before rendering). */
export function selectBlogPosts(
  posts: readonly BlogPostPage[],
  { featured, limit, paths }: BlogPostsProps,
): BlogPostPage[] {
  const chosen = paths
    ? paths.flatMap((path) => posts.filter((post) => post.path === path))
    : posts.filter((post) => !featured || post.frontmatter.featured);
  return chosen.slice(0, limit);
}
