import { blogPostPages, type BlogPostPage } from '../shared/collection-pages';
import { BlogPostCard, type BlogPostSummary } from './BlogPostCard';
import { selectBlogPosts, type BlogPostsProps } from './BlogPosts.props';
import { pagesShownIn } from '../shared/pages';

/** What a blog post's card shows, from its frontmatter. */
export function blogPostSummary({ path, frontmatter }: BlogPostPage): BlogPostSummary {
  const { title, category, date, summary, author, authorRole } = frontmatter;
  return { href: path, title, category, date, summary, author, authorRole };
}

export function BlogPosts(props: BlogPostsProps) {
  const all = blogPostPages();
  // Paths written in the page are checked before rendering; this catches paths worked out while rendering.
  const missing = props.paths?.find((path) => !all.some((post) => post.path === path));
  if (missing)
    throw new Error(
      `<BlogPosts> has no post at ${missing}; posts are ${all.map((candidate) => candidate.path).join(', ')}`,
    );
  const posts = pagesShownIn('blog post list', selectBlogPosts(all, props));
  // The build warns of an empty list, with the page's line.
  if (posts.length === 0) return null;
  return (
    <ul
      className={`m-0 p-0 list-none grid gap-6 ${props.featured ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3'}`}
    >
      {posts.map((post) => (
        <BlogPostCard key={post.path} post={blogPostSummary(post)} featured={props.featured} />
      ))}
    </ul>
  );
}
