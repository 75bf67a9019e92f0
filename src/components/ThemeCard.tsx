import type { ReactNode } from 'react';
import { themeItems } from '../content/theme-items';
import { themePath } from '../content/theme-paths';
import { Card } from './Card';

interface ThemeCardProps {
  /** The theme's slug: the card links to /insights/themes/<theme> and counts the pages tagged with it. */
  theme: string;
  title: string;
  children?: ReactNode;
}

/** A theme's card: "N insights" counted from the tagged pages (its theme page lists the same), title, text, link. */
export function ThemeCard({ theme, title, children }: ThemeCardProps) {
  const count = themeItems(theme).length;
  if (count === 0) throw new Error(`<ThemeCard theme="${theme}"> found no insight, blog post or research item with this theme in its themes`);
  return (
    <Card eyebrow={`${count} ${count === 1 ? 'insight' : 'insights'}`} title={title} href={themePath(theme)} linkLabel="Explore the theme">
      {children}
    </Card>
  );
}
