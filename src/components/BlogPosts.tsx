import { blogPostPages, type BlogPostPage } from '../content/collection-pages';
import { BlogPostCard, type BlogPostSummary } from './BlogPostCard';

interface BlogPostsProps {
  /** Only the posts marked `featured: true`, shown larger. */
  featured?: boolean;
  limit?: number;
  /** These posts, in this order, instead of the newest. */
  paths?: string[];
}

/** What a blog post's card shows, from its frontmatter. */
export function blogPostSummary({ path, frontmatter }: BlogPostPage): BlogPostSummary {
  const { title, category, date, summary, author, authorRole } = frontmatter;
  return { href: path, title, category, date, summary, author, authorRole };
}

/** Blog post cards (category, date, title, summary, author), newest first, from the posts' frontmatter. */
export function BlogPosts({ featured = false, limit, paths }: BlogPostsProps) {
  const all = blogPostPages();
  const chosen = paths?.map((path) => {
    const post = all.find((candidate) => candidate.path === path);
    if (!post) throw new Error(`<BlogPosts> has no post at ${path}; posts are ${all.map((candidate) => candidate.path).join(', ')}`);
    return post;
  });
  const posts = (chosen ?? all.filter((post) => !featured || post.frontmatter.featured)).slice(0, limit);
  if (posts.length === 0) throw new Error('<BlogPosts> found no post in pages/blog/');
  return (
    <ul className={`m-0 p-0 list-none grid gap-6 ${featured ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3'}`}>
      {posts.map((post) => (
        <BlogPostCard key={post.path} post={blogPostSummary(post)} featured={featured} />
      ))}
    </ul>
  );
}
