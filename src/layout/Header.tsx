import { site } from '../site';
import { LinkList } from './LinkList';
import { currentProps, useCurrentPath } from './current-path';
import { DesktopMenu } from './DesktopMenu';
import { HeaderSearch } from './HeaderSearch';
import { MenuInterestScript } from './MenuInterestScript';
import { MobileMenu } from './MobileMenu';
import { siteNavigation } from './navigation';
import { RegionSelector } from './RegionSelector';
import { usePhrases } from '../translations/use-phrases';

/**
 * The site header: utility bar with the region menu, logo, main menus and Contact Us; all work
 * without JavaScript, and a small inline script adds hover and focus opening where it can.
 */
export function Header() {
  const currentPath = useCurrentPath();
  const { utility, menus, contact } = siteNavigation();
  const say = usePhrases();
  const [logoAlt, contactLabel] = [say(`${site.name} home`), say(contact.label)];
  return (
    <header className="relative z-40 md:sticky md:top-0">
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
          <nav aria-label={say('Main').text} className="hidden lg:block">
            <ul className="plain-list flex items-center gap-1 xl:gap-3">
              {menus.map((menu) => (
                <DesktopMenu key={menu.id} menu={menu} currentPath={currentPath} />
              ))}
            </ul>
          </nav>
          <a
            href={contact.href}
            className="hidden lg:inline-flex btn-primary py-2.5 whitespace-nowrap"
            lang={contactLabel.lang}
            {...currentProps(contact.href, currentPath)}
          >
            {contactLabel.text}
          </a>
          <MobileMenu currentPath={currentPath} />
        </div>
      </div>
      <MenuInterestScript />
    </header>
  );
}
