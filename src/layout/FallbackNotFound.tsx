/** Shown for unknown paths when the content has no `pages/404.mdx`. */
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
        .
      </p>
    </div>
  );
}
