import { CardKicker } from './CardKicker';
import { formatDate } from './format-date';

export interface BlogPostSummary {
  href: string;
  title: string;
  category: string;
  /** YYYY-MM-DD */
  date: string;
  summary: string;
  author: string;
  authorRole: string;
}

interface BlogPostCardProps {
  post: BlogPostSummary;
  /** Featured posts end in a button rather than a text link. */
  featured?: boolean;
}

/** One blog post as a list item: category, date, title, summary, author and role, link. */
export function BlogPostCard({ post, featured = false }: BlogPostCardProps) {
  return (
    <li className="card card-link grid content-start gap-3">
      <CardKicker label={post.category} dateTime={post.date} date={formatDate(post.date)} />
      <h3 className="m-0 heading-3">{post.title}</h3>
      <p className="m-0 text-body leading-relaxed">{post.summary}</p>
      <p className="m-0 text-sm text-muted">
        <span className="font-semibold text-ink">{post.author}</span>, {post.authorRole}
      </p>
      <a href={post.href} className={featured ? 'btn-secondary justify-self-start' : 'arrow-link'}>
        {featured ? 'Read the full article' : 'Read more'}
        <span className="sr-only">: {post.title}</span>
      </a>
    </li>
  );
}
