import { LinkList } from './LinkList';
import { ChevronDown, GlobeIcon } from './icons';
import { siteNavigation } from './navigation';
import { PhraseText } from '../translations/PhraseText';
import { usePhrases } from '../translations/use-phrases';

/** The "US-EN" region menu of the utility bar, a popover like the main menus. */
export function RegionSelector({ currentPath }: { currentPath: string }) {
  const { regions } = siteNavigation();
  const say = usePhrases();
  return (
    <div className="region-selector">
      <button
        type="button"
        popoverTarget="menu-regions"
        className="region-trigger nav-trigger inline-flex items-center gap-1.5 rounded-sm px-1 py-1 text-slate-100 hover:text-white site-focus-ring focus-visible:outline-white"
      >
        <GlobeIcon />
        <PhraseText phrase={say(regions.label)} />
        <span
          className="sr-only"
          lang={say(regions.accessibleName).lang}
        >{` ${say(regions.accessibleName).text}`}</span>
        <ChevronDown />
      </button>
      <div id="menu-regions" popover="auto" className="region-menu">
        <div className="grid gap-6 p-6 sm:grid-cols-3">
          {regions.groups.map((group) => (
            <div key={group.label} className="grid content-start gap-2">
              <p className="menu-heading" lang={say(group.label).lang}>
                {say(group.label).text}
              </p>
              <LinkList
                links={group.links}
                currentPath={currentPath}
                className="plain-list grid gap-1"
                linkClassName="region-link"
              />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
