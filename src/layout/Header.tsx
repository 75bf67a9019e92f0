import { site } from '../site';
import { LinkList } from './LinkList';
import { currentProps, useCurrentPath } from './current-path';
import { HeaderSearch } from './HeaderSearch';
import { MenuInterestScript } from './MenuInterestScript';
import { SiteMenu } from './SiteMenu';
import { siteNavigation } from './navigation';
import { RegionSelector } from './RegionSelector';
import { usePhrases } from '../translations/use-phrases';

/**
 * The site header: utility bar with the region menu, logo, and the site menu (main menus and
 * Contact Us, rendered once for every width); all work without JavaScript, and a small inline
 * script adds hover and focus opening, keep a hovered menu open when it is clicked, and close the
 * small-screen menu with Escape.
 */
export function Header() {
  const currentPath = useCurrentPath();
  const { utility } = siteNavigation();
  const say = usePhrases();
  const logoAlt = say(`${site.name} home`);
  return (
    <header className="relative z-40 md:sticky md:top-0" data-print="hide">
      <div className="hidden md:block bg-navy text-sm text-slate-100">
        <div className="page-width flex h-9 items-center justify-end gap-6">
          <nav aria-label={say('Corporate').text}>
            <LinkList
              links={utility}
              currentPath={currentPath}
              className="plain-list flex gap-6"
              linkClassName="bar-link"
            />
          </nav>
          <RegionSelector currentPath={currentPath} />
          <HeaderSearch id="header-search" variant="bar" />
        </div>
      </div>
      <div className="site-nav-bar border-b border-line bg-white">
        <div className="page-width flex h-18 items-center justify-between gap-4">
          {/* The logo shrinks, keeping its shape, only where the row is narrower than it needs (below 360 px). */}
          <a href="/" className="inline-flex min-w-0 rounded-sm site-focus-ring" {...currentProps('/', currentPath)}>
            <img
              src="/images/logo.svg"
              alt={logoAlt.text}
              lang={logoAlt.lang}
              width={239}
              height={36}
              className="h-auto max-w-full"
            />
          </a>
          <SiteMenu currentPath={currentPath} />
        </div>
      </div>
      <MenuInterestScript />
    </header>
  );
}
