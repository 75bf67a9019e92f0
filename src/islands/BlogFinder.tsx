import { BlogPostCard, type BlogPostSummary } from '../components/BlogPostCard';
import { FinderControls, type FinderFilter } from './finder/FinderControls';
import { FinderEmpty } from './finder/FinderEmpty';
import { useFinder } from './finder/use-finder';

export interface BlogFinderPost extends BlogPostSummary {
  /** The category's filter value. */
  filter: string;
}

interface BlogFinderProps {
  posts: BlogFinderPost[];
  /** The category buttons after "All". */
  categories: FinderFilter[];
}

function countText(count: number): string {
  return `${count} ${count === 1 ? 'article' : 'articles'}`;
}

/** Every blog post, with category buttons and a search on title and summary kept in the URL. */
export default function BlogFinder({ posts, categories }: BlogFinderProps) {
  const filters = [{ value: '', label: 'All' }, ...categories];
  const finder = useFinder({ items: posts, filterParam: 'category', filterValues: categories.map((category) => category.value) });
  const { filter, search } = finder.query;
  const filtered = filter !== '' || search.trim() !== '';
  const categoryLabel = filters.find((category) => category.value === filter)?.label ?? 'All';
  const scope = filter ? ` in ${categoryLabel}` : '';
  const status = filtered ? `${countText(finder.matches.length)} of ${posts.length} match${scope}` : `${countText(posts.length)}`;

  return (
    <div className="grid gap-8">
      <FinderControls
        filters={filters}
        filterGroupLabel="Filter articles by category"
        filter={filter}
        onFilter={finder.setFilter}
        searchLabel="Search articles"
        searchPlaceholder="Search articles..."
        search={search}
        onSearch={finder.setSearch}
        status={status}
        hydrated={finder.hydrated}
      />
      {finder.matches.length === 0 ? (
        <FinderEmpty message={`No articles match${search.trim() ? ` “${search.trim()}”` : ''}${scope}.`} onClear={finder.clear} />
      ) : (
        <ul ref={finder.listRef} className="m-0 p-0 list-none grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {finder.matches.map((post) => (
            <BlogPostCard key={post.href} post={post} />
          ))}
        </ul>
      )}
    </div>
  );
}
