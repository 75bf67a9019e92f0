import { pageAt, pageEntries, pagesShownIn } from '../../shared/pages';
import { notFoundPath } from '../../shared/page-entry';
import { island } from '../../hydration/island';
import { siteNavigation, type NavLink } from '../../layout/navigation';
import SiteSearch from '../SiteSearch';
import NearestPage from '../NearestPage';
import type { SiteSearchProps } from '../SiteSearch.props';

const SiteSearchIsland = island('SiteSearch', SiteSearch);
const NearestPageIsland = island('NearestPage', NearestPage);

/** The main sections: each menu's own page (or its first link), the utility bar's pages, the site map. */
function mainSections(): NavLink[] {
  const { menus, utility } = siteNavigation();
  const sections = menus.flatMap((menu) => {
    const page = menu.overview ?? menu.links[0];
    return page ? [{ label: menu.label, href: page.href }] : [];
  });
  const siteMap = pageAt('/sitemap');
  return [...sections, ...utility, ...(siteMap ? [{ label: siteMap.frontmatter.title, href: siteMap.path }] : [])];
}

/** The pages a mistyped address may have meant: every page search engines may list, but the not-found page. */
function knownPages(): { path: string; title: string }[] {
  const suggested = pageEntries
    .filter((page) => !page.frontmatter.noindex && page.path !== notFoundPath)
    .map((page) => ({ path: page.path, title: page.frontmatter.title }));
  // Each page's address and title are this page's to suggest: a page added or renamed changes it.
  return pagesShownIn('page suggestions', suggested);
}

/**
 * The search island, then the site's main sections with their descriptions: where to go without
 * JavaScript, and when a search finds nothing. With `suggestNearest` (the not-found page), the page the visitor most
 * likely meant leads ("Did you mean Cloud Services?", `NearestPage`).
 */
export function SiteSearchSections({ title, suggestNearest }: SiteSearchProps) {
  return (
    <div className="grid gap-12">
      <div className="grid gap-4">
        {suggestNearest && <NearestPageIsland pages={knownPages()} />}
        {title && <h1 className="m-0 heading-2 text-ink">{title}</h1>}
        <SiteSearchIsland />
      </div>
      <nav aria-labelledby="main-sections" className="grid gap-4">
        <h2 id="main-sections" className="m-0 text-xl font-semibold text-ink">
          Browse by section
        </h2>
        <ul className="m-0 grid list-none gap-x-8 gap-y-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
          {mainSections().map(({ label, href }) => (
            <li key={href}>
              <a
                href={href}
                className="font-semibold text-accent underline-offset-4 hover:underline site-focus-ring rounded-sm"
              >
                {label}
              </a>
              <p className="m-0 mt-1 text-sm text-muted">{pageAt(href)?.frontmatter.description}</p>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
