import { LinkList } from './LinkList';
import { currentProps } from './current-path';
import { ChevronDown } from './icons';
import type { NavMenu } from './navigation';
import { usePhrases } from '../translations/use-phrases';

/**
 * One main menu, its links rendered once for both layouts. From the large breakpoint the button
 * opens the panel as a popover: with no script, clicking or tapping toggles it, hovering opens it
 * (site.css), Escape or a click elsewhere closes it; where MenuInterestScript adds interest
 * invokers, hovering or focusing the button opens it. Below it the button is hidden and the
 * group is a native disclosure inside the site menu, which shows the same panel in the flow.
 */
export function MenuItem({ menu, currentPath }: { menu: NavMenu; currentPath: string }) {
  const panelId = `menu-${menu.id}`;
  const inSection =
    menu.links.some((link) => currentPath === link.href || currentPath.startsWith(`${link.href}/`)) ||
    currentPath === menu.overview?.href;
  const say = usePhrases();
  const label = say(menu.label);
  const overview = menu.overview && say(menu.overview.label);
  // One colour class, never both: `.text-ink` comes after `.text-accent` in the stylesheet and wins.
  const colour = inSection ? 'text-accent' : 'text-ink hover:text-accent';
  return (
    <li className="nav-item">
      <button
        type="button"
        popoverTarget={panelId}
        className={`nav-trigger inline-flex items-center gap-1.5 rounded-md px-3 py-2 font-medium site-focus-ring ${colour}`}
        lang={label.lang}
      >
        {label.text}
        <ChevronDown />
      </button>
      <details className="disclosure menu-group">
        <summary className="menu-group-toggle" lang={label.lang}>
          {label.text}
          <ChevronDown />
        </summary>
        <div id={panelId} popover="auto" className="mega-menu">
          <div className="mega-menu-body page-width py-8 grid gap-6 md:grid-cols-[1fr_3fr]">
            <div className="grid content-start gap-3">
              <p className="mega-menu-title m-0 text-2xl font-bold text-ink" lang={label.lang}>
                {label.text}
              </p>
              {menu.overview && overview && (
                <a
                  href={menu.overview.href}
                  className="arrow-link overview-link"
                  lang={overview.lang}
                  {...currentProps(menu.overview.href, currentPath)}
                >
                  {overview.text}
                </a>
              )}
            </div>
            <LinkList
              links={menu.links}
              currentPath={currentPath}
              className="plain-list grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3"
              linkClassName="panel-link"
            />
          </div>
        </div>
      </details>
    </li>
  );
}
