import { blogPostSchema } from '../content/collections';
import { blogPostPages } from '../content/collection-pages';
import { island } from '../hydration/island';
import BlogFinder from '../islands/BlogFinder';
import { filterValueOf } from '../islands/finder/finder-query';
import { blogPostSummary } from './BlogPosts';

const BlogFinderIsland = island('BlogFinder', BlogFinder);

/** Every blog post, newest first, with the category filter and search (an island; without JavaScript, the plain list). */
export function BlogFinderList() {
  const categories = blogPostSchema.shape.category.options.map((label) => ({ value: filterValueOf(label), label }));
  const posts = blogPostPages().map((page) => ({ ...blogPostSummary(page), filter: filterValueOf(page.frontmatter.category) }));
  if (posts.length === 0) throw new Error('<BlogFinderList> found no post in pages/blog/');
  return <BlogFinderIsland posts={posts} categories={categories} />;
}
