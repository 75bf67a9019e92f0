import { themeItems } from '../shared/theme-items';
import { themePath } from '../shared/theme-paths';
import { Card } from './Card';
import type { ThemeCardProps } from './ThemeCard.props';

/** Counts what its theme page lists. */
export function ThemeCard({ theme, title, children }: ThemeCardProps) {
  const count = themeItems(theme).length;
  // A theme nothing is tagged with yet shows no count (its theme page's list warns in the build).
  const eyebrow = count === 0 ? undefined : `${count} ${count === 1 ? 'insight' : 'insights'}`;
  return (
    <Card eyebrow={eyebrow} title={title} href={themePath(theme)} linkLabel="Explore the theme">
      {children}
    </Card>
  );
}
