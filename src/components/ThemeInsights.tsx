import { themeItems } from '../shared/theme-items';
import { ThemeItemCard } from './ThemeItemCard';
import type { ThemeInsightsProps } from './ThemeInsights.props';
import { pagesShownIn } from '../shared/pages';

export function ThemeInsights({ theme }: ThemeInsightsProps) {
  const items = themeItems(theme);
  pagesShownIn(
    'theme list',
    items.map((item) => ({ path: item.href })),
  );
  // The build warns of an empty list, with the page's line.
  if (items.length === 0) return null;
  return (
    <ul className="m-0 p-0 list-none grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <ThemeItemCard key={item.href} item={item} />
      ))}
    </ul>
  );
}
