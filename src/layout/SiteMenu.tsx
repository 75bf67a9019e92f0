import { HeaderSearch } from './HeaderSearch';
import { LinkList } from './LinkList';
import { currentProps } from './current-path';
import { ChevronDown, CloseIcon, MenuIcon } from './icons';
import { MenuItem } from './MenuItem';
import { siteNavigation } from './navigation';
import { usePhrases } from '../translations/use-phrases';

/**
 * The main navigation, rendered once for every width. Below the large breakpoint it is a native
 * disclosure behind the Menu button (so it opens and closes without JavaScript and its expanded
 * state reaches assistive technology), listing the search, the utility links and the regions too
 * where the utility bar is hidden (below medium). From the large breakpoint site.css hides the
 * Menu button and shows the disclosure's content as the row of menu buttons and Contact Us.
 */
export function SiteMenu({ currentPath }: { currentPath: string }) {
  const { menus, utility, regions, contact } = siteNavigation();
  const say = usePhrases();
  const [region, regionCode, contactLabel] = [say('Region'), say(regions.label), say(contact.label)];
  return (
    <details className="disclosure site-menu">
      <summary
        aria-label={say('Menu').text}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-surface site-focus-ring"
      >
        <MenuIcon className="when-closed" />
        <CloseIcon className="when-open" />
      </summary>
      <nav aria-label={say('Main menu').text} className="site-menu-panel">
        <div className="site-menu-body page-width grid gap-1 py-4">
          <div className="md:hidden">
            <HeaderSearch id="menu-search" variant="menu" />
          </div>
          <ul className="plain-list site-menu-list">
            {menus.map((menu) => (
              <MenuItem key={menu.id} menu={menu} currentPath={currentPath} />
            ))}
          </ul>
          <LinkList
            links={utility}
            currentPath={currentPath}
            className="plain-list grid gap-1 py-2 border-b border-line md:hidden"
            linkClassName="menu-link text-lg font-semibold"
          />
          <details className="disclosure menu-group md:hidden">
            <summary className="menu-group-toggle">
              <span lang={region.lang}>
                {`${region.text} `}
                <span className="font-normal text-muted" lang={regionCode.lang}>
                  ({regionCode.text})
                </span>
              </span>
              <ChevronDown />
            </summary>
            <div className="grid gap-3 pb-2 pl-3">
              {regions.groups.map((group) => (
                <div key={group.label}>
                  <p className="menu-heading px-3" lang={say(group.label).lang}>
                    {say(group.label).text}
                  </p>
                  <LinkList
                    links={group.links}
                    currentPath={currentPath}
                    className="plain-list"
                    linkClassName="menu-link"
                  />
                </div>
              ))}
            </div>
          </details>
          <p className="site-menu-contact m-0 pt-4">
            <a
              href={contact.href}
              className="btn-primary w-full lg:w-auto lg:py-2.5 whitespace-nowrap"
              lang={contactLabel.lang}
              {...currentProps(contact.href, currentPath)}
            >
              {contactLabel.text}
            </a>
          </p>
        </div>
      </nav>
    </details>
  );
}
