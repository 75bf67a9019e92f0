import { blogPostPages } from '../content/collection-pages';
import { formatDate } from './format-date';

interface BlogPostsProps {
  /** Only the posts marked `featured: true`, shown larger. */
  featured?: boolean;
  limit?: number;
}

/** Blog post cards (category, date, title, summary, author), newest first, from the posts' frontmatter. */
export function BlogPosts({ featured = false, limit }: BlogPostsProps) {
  const posts = blogPostPages()
    .filter((post) => !featured || post.frontmatter.featured)
    .slice(0, limit);
  if (posts.length === 0) throw new Error('<BlogPosts> found no post in pages/blog/');
  return (
    <ul className={`m-0 p-0 list-none grid gap-6 ${featured ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3'}`}>
      {posts.map(({ path, frontmatter }) => (
        <li key={path} className="card card-link grid content-start gap-3">
          <p className="m-0 flex flex-wrap gap-x-3 text-sm">
            <span className="font-semibold uppercase tracking-wider text-accent">{frontmatter.category}</span>
            <time dateTime={frontmatter.date} className="text-muted">
              {formatDate(frontmatter.date)}
            </time>
          </p>
          <h3 className="m-0 heading-3">{frontmatter.title}</h3>
          <p className="m-0 text-body leading-relaxed">{frontmatter.summary}</p>
          <p className="m-0 text-sm text-muted">
            <span className="font-semibold text-ink">{frontmatter.author}</span>, {frontmatter.authorRole}
          </p>
          <a href={path} className={featured ? 'btn-secondary justify-self-start' : 'arrow-link'}>
            {featured ? 'Read the full article' : 'Read more'}
            <span className="sr-only">: {frontmatter.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
