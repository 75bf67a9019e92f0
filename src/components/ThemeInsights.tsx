import { themeItems } from '../content/theme-items';
import { ThemeItemCard } from './ThemeItemCard';

/** Every article, blog post and research item tagged with the theme, newest first. Fails the build when there is none. */
export function ThemeInsights({ theme }: { theme: string }) {
  const items = themeItems(theme);
  if (items.length === 0) throw new Error(`<ThemeInsights theme="${theme}"> found no insight, blog post or research item with this theme in its themes`);
  return (
    <ul className="m-0 p-0 list-none grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <ThemeItemCard key={item.href} item={item} />
      ))}
    </ul>
  );
}
