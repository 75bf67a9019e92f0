import { blogPostPages, insightPages } from '../shared/collection-pages';
import { useCurrentPage } from '../shared/current-page';
import { lastModifiedOf } from '../shared/page-dates';
import { pageAt } from '../shared/pages';
import { formatDate } from './format-date';

export function ArticleMeta() {
  const { path } = useCurrentPage();
  const article = [...insightPages(), ...blogPostPages()].find((page) => page.path === path);
  if (!article) throw new Error(`<ArticleMeta> is for insight articles and blog posts; ${path} is neither`);
  const { category, date, author, authorRole } = article.frontmatter;
  const industry =
    'industry' in article.frontmatter && typeof article.frontmatter.industry === 'string'
      ? article.frontmatter.industry
      : undefined;
  const industryPage = industry ? pageAt(`/industries/${industry}`) : undefined;
  // Shown only for a change after the day it was published.
  const updated = lastModifiedOf(path)?.slice(0, 10);

  return (
    <div className="page-width pt-10">
      <p className="m-0 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted border-b border-line pb-6">
        <span className="font-semibold uppercase tracking-wider text-accent">{category}</span>
        <time dateTime={date}>{formatDate(date)}</time>
        {updated && updated > date && (
          <span>
            Updated <time dateTime={updated}>{formatDate(updated)}</time>
          </span>
        )}
        {author && (
          <span>
            By <span className="font-semibold text-ink">{author}</span>
            {authorRole && `, ${authorRole}`}
          </span>
        )}
        {industryPage && (
          <a
            href={industryPage.path}
            className="text-accent font-medium underline underline-offset-3 site-focus-ring rounded-sm"
          >
            {industryPage.frontmatter.title}
          </a>
        )}
      </p>
    </div>
  );
}
