import { searchPagePath, searchParam } from '../search-paths';

/** Shown for unknown paths when the content has no `pages/404.mdx`: the way home, and the site search. */
export function FallbackNotFound() {
  return (
    <div className="page-width section-space grid gap-4">
      <h1 className="m-0 heading-1 text-ink">Page not found</h1>
      <p className="m-0 lead text-body">
        {/* A string, not JSX text: Prettier would split the last space off as {' '}, and React writes <!-- --> between the two. */}
        {'The page you asked for does not exist. '}
        <a href="/" className="text-accent underline">
          Go to the home page
        </a>
        , or search the site.
      </p>
      <form role="search" action={searchPagePath} method="get" className="flex max-w-2xl gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          Search the site
        </label>
        <input id="not-found-search" type="search" name={searchParam} autoComplete="off" className="field-input" />
        <button type="submit" className="btn-primary shrink-0 py-2">
          Search
        </button>
      </form>
    </div>
  );
}
