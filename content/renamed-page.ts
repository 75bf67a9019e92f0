import type { KnownPages } from './known-pages';
import { oldPathMessage } from './old-path-message';
import { pageKinds, type PageKindName } from '../src/shared/page-kinds';

/**
 * When a name with no page is an alias (its page was renamed): "/services/automation is an old
 * path of /services/intelligent-automation (an alias that redirects there); write intelligent-automation".
 */
export function renamedPageMessage(kind: PageKindName, name: string, known: KnownPages): string | null {
  const { pathOf, nameOf } = pageKinds[kind];
  const renamedTo = known.renamedTo(pathOf(name));
  const newName = renamedTo === undefined ? null : nameOf(renamedTo);
  if (renamedTo === undefined || newName === null) return null;
  return oldPathMessage(pathOf(name), renamedTo, `write ${newName}`);
}
