import { pageAt, pageEntries, pagesShownIn } from '../shared/pages';
import { breadcrumbTrail, trailNamedIn } from '../navigation/breadcrumb-trail';
import { usePhrases } from '../translations/use-phrases';
import { useCurrentPath } from './current-path';

/**
 * The trail from the home page to the page being shown (`breadcrumb-trail.ts`), on every page below
 * the top level; the page's JSON-LD `BreadcrumbList` is the same trail. A crumb to a page in another
 * language than the page's (the English home page from a Hindi page) is named in the page's
 * language from the translations ("मुखपृष्ठ"), its link marked with the language it leads to; a
 * label the translations lack shows in English, marked `lang`, and the build warns.
 */
export function Breadcrumbs() {
  const page = pageAt(useCurrentPath());
  const say = usePhrases();
  const trail = page
    ? trailNamedIn(pagesShownIn('breadcrumbs', breadcrumbTrail(page, pageEntries)), page.frontmatter.lang, say)
    : [];
  if (!page || trail.length === 0) return null;
  return (
    // The label is read by screen readers in the page's language, so it comes from the translations.
    <nav
      aria-label={say('Breadcrumb').text}
      className="page-width py-3 text-sm text-muted"
      data-pagefind-ignore="all"
      data-print="hide"
    >
      <ol className="m-0 p-0 list-none flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          const otherLanguage = crumb.lang !== page.frontmatter.lang;
          return (
            <li key={crumb.path} className="flex items-center gap-x-2 min-w-0">
              {index > 0 && <span aria-hidden="true">›</span>}
              <a
                href={crumb.path}
                lang={crumb.labelLang}
                hrefLang={otherLanguage ? crumb.lang : undefined}
                aria-current={current ? 'page' : undefined}
                className={
                  current
                    ? 'text-ink font-medium no-underline site-focus-ring rounded-sm'
                    : 'text-muted underline underline-offset-3 hover:text-accent site-focus-ring rounded-sm'
                }
              >
                {crumb.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
