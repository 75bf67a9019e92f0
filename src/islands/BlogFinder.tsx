import { BlogPostCard, type BlogPostSummary } from '../components/BlogPostCard';
import { describeQuery, Finder, type FinderTexts } from './finder/Finder';
import type { FinderFilter } from './finder/FinderControls';

export interface BlogFinderPost extends BlogPostSummary {
  /** The category's filter value. */
  filter: string;
}

interface BlogFinderProps {
  posts: BlogFinderPost[];
  /** The category buttons after "All". */
  categories: FinderFilter[];
}

const articles = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`;

const texts: FinderTexts = {
  filterGroupLabel: 'Filter articles by category',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles...',
  status: ({ matching, total, filterLabel, filtered }) =>
    filtered ? `${articles(matching)} of ${total} match${describeQuery('', filterLabel)}` : articles(total),
  empty: (search, filterLabel) => `No articles match${describeQuery(search, filterLabel)}.`,
};

/** Every blog post, with category buttons and a search on title and summary kept in the URL. */
export default function BlogFinder({ posts, categories }: BlogFinderProps) {
  return (
    <Finder
      items={posts}
      filters={[{ value: '', label: 'All' }, ...categories]}
      filterParam="category"
      texts={texts}
      renderItem={(post) => <BlogPostCard key={post.href} post={post} />}
    />
  );
}
