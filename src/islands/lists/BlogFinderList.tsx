import { blogPostPages } from '../../shared/collection-pages';
import { noteContentFile, pagesShownIn, vocabularies } from '../../shared/pages';
import { island } from '../../hydration/island';
import BlogFinder from '../BlogFinder';
import { filterValueOf } from '../finder/finder-query';
import { blogPostSummary } from '../../components/BlogPosts';

const BlogFinderIsland = island('BlogFinder', BlogFinder);

export function BlogFinderList() {
  const categories = vocabularies.blogCategories.map((label) => ({ value: filterValueOf(label), label }));
  noteContentFile('_vocabularies.yaml', 'blog filters');
  const posts = pagesShownIn('blog finder', blogPostPages()).map((page) => ({
    ...blogPostSummary(page),
    filter: filterValueOf(page.frontmatter.category),
  }));
  // The build warns of an empty list, with the page's line.
  if (posts.length === 0) return null;
  return <BlogFinderIsland posts={posts} categories={categories} />;
}
