import { LinkList } from './LinkList';
import { ChevronDown, CloseIcon, MenuIcon } from './icons';
import { siteNavigation } from './navigation';

const linkClass =
  'block rounded-md px-3 py-2 text-ink no-underline hover:bg-surface aria-[current=page]:text-accent aria-[current=page]:font-semibold focus-ring';
const groupSummary =
  'flex items-center justify-between rounded-md px-3 py-3 text-lg font-semibold text-ink hover:bg-surface focus-ring';

/**
 * The menu below the medium breakpoint: a native disclosure, so it opens and closes without
 * JavaScript and its expanded state reaches assistive technology; each group is a disclosure too.
 */
export function MobileMenu({ currentPath }: { currentPath: string }) {
  const { menus, utility, regions, contact } = siteNavigation();
  return (
    <details className="disclosure md:hidden">
      <summary
        aria-label="Menu"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-surface focus-ring"
      >
        <MenuIcon className="when-closed" />
        <CloseIcon className="when-open" />
      </summary>
      <nav
        aria-label="Main menu"
        className="absolute left-0 right-0 top-full z-40 max-h-[calc(100vh-4.5rem)] overflow-y-auto border-t border-line bg-white shadow-lg"
      >
        <div className="page-width grid gap-1 py-4">
          {menus.map((menu) => (
            <details key={menu.id} className="disclosure border-b border-line pb-1">
              <summary className={groupSummary}>
                {menu.label}
                <ChevronDown />
              </summary>
              <LinkList
                links={[...(menu.overview ? [menu.overview] : []), ...menu.links]}
                currentPath={currentPath}
                className="m-0 list-none grid gap-1 pb-2 pl-3"
                linkClassName={linkClass}
              />
            </details>
          ))}
          <LinkList
            links={utility}
            currentPath={currentPath}
            className="m-0 p-0 list-none grid gap-1 py-2 border-b border-line"
            linkClassName={`${linkClass} text-lg font-semibold`}
          />
          <details className="disclosure border-b border-line pb-1">
            <summary className={groupSummary}>
              <span>
                Region <span className="font-normal text-muted">({regions.label})</span>
              </span>
              <ChevronDown />
            </summary>
            <div className="grid gap-3 pb-2 pl-3">
              {regions.groups.map((group) => (
                <div key={group.label}>
                  <p className="m-0 px-3 text-sm font-semibold uppercase tracking-wider text-muted">{group.label}</p>
                  <LinkList
                    links={group.links}
                    currentPath={currentPath}
                    className="m-0 p-0 list-none"
                    linkClassName={linkClass}
                  />
                </div>
              ))}
            </div>
          </details>
          <p className="m-0 pt-4">
            <a href={contact.href} className="btn-primary w-full">
              {contact.label}
            </a>
          </p>
        </div>
      </nav>
    </details>
  );
}
