import { pressStripItems } from '../shared/items/news-selections';
import { siteNewsItems } from '../shared/items/site-items';
import type { PressStripProps } from './PressStrip.props';
import { shownIn } from '../shared/render-reads';

export function PressStrip({ limit, title }: PressStripProps) {
  const items = shownIn('press strip', pressStripItems(siteNewsItems(), limit));
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="border-y border-line bg-white">
      <ul className="page-width m-0 list-none grid gap-4 py-6 md:grid-cols-3 md:gap-8">
        {items.map((item) => (
          <li key={item.file} className="grid gap-1 border-l-4 border-accent pl-4">
            <span className="text-sm font-semibold uppercase tracking-wider text-muted">{item.label}</span>
            <a
              href={item.stripHref}
              className="font-semibold text-ink underline-offset-4 hover:text-accent hover:underline site-focus-ring rounded-sm"
            >
              {item.stripTitle}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
