import { HeaderSearch } from './HeaderSearch';
import { LinkList } from './LinkList';
import { ChevronDown, CloseIcon, MenuIcon } from './icons';
import { siteNavigation } from './navigation';
import { usePhrases } from '../translations/use-phrases';

/**
 * The menu below the medium breakpoint: a native disclosure, so it opens and closes without
 * JavaScript and its expanded state reaches assistive technology; each group is a disclosure too.
 */
export function MobileMenu({ currentPath }: { currentPath: string }) {
  const { menus, utility, regions, contact } = siteNavigation();
  const say = usePhrases();
  const [region, regionCode, contactLabel] = [say('Region'), say(regions.label), say(contact.label)];
  return (
    <details className="disclosure lg:hidden">
      <summary
        aria-label={say('Menu').text}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-surface site-focus-ring"
      >
        <MenuIcon className="when-closed" />
        <CloseIcon className="when-open" />
      </summary>
      <nav
        aria-label={say('Main menu').text}
        className="absolute left-0 right-0 top-full z-40 max-h-[calc(100vh-4.5rem)] overflow-y-auto border-t border-line bg-white shadow-lg"
      >
        <div className="page-width grid gap-1 py-4">
          <HeaderSearch id="menu-search" variant="menu" />
          {menus.map((menu) => (
            <details key={menu.id} className="disclosure menu-group">
              <summary className="menu-group-toggle" lang={say(menu.label).lang}>
                {say(menu.label).text}
                <ChevronDown />
              </summary>
              <LinkList
                links={[...(menu.overview ? [menu.overview] : []), ...menu.links]}
                currentPath={currentPath}
                className="m-0 list-none grid gap-1 pb-2 pl-3"
                linkClassName="menu-link"
              />
            </details>
          ))}
          <LinkList
            links={utility}
            currentPath={currentPath}
            className="plain-list grid gap-1 py-2 border-b border-line"
            linkClassName="menu-link text-lg font-semibold"
          />
          <details className="disclosure menu-group">
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
          <p className="m-0 pt-4">
            <a href={contact.href} className="btn-primary w-full" lang={contactLabel.lang}>
              {contactLabel.text}
            </a>
          </p>
        </div>
      </nav>
    </details>
  );
}
