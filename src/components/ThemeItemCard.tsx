import type { ThemeItem, ThemeItemKind } from '../shared/theme-items';
import { CardKicker } from './CardKicker';
import { formatDate, formatMonth } from './format-date';

const kindLabels: Record<ThemeItemKind, string> = {
  insight: 'Insight article',
  'blog-post': 'Blog post',
  research: 'Research',
};

/**
 * One item of a theme, the same card for articles, blog posts and research (the blog post and
 * research card's shape): category or type and date, title, summary, what kind of page it is, link.
 * Research is dated by month, as on the research pages.
 */
export function ThemeItemCard({ item }: { item: ThemeItem }) {
  const byMonth = item.kind === 'research';
  return (
    <li className="card card-link grid content-start gap-3">
      <CardKicker
        label={item.kicker}
        dateTime={byMonth ? item.date.slice(0, 7) : item.date}
        date={byMonth ? formatMonth(item.date) : formatDate(item.date)}
      />
      <h3 className="m-0 heading-3">{item.title}</h3>
      <p className="m-0 text-body leading-relaxed">{item.summary}</p>
      <p className="m-0 text-sm text-muted">{kindLabels[item.kind]}</p>
      <a href={item.href} className="arrow-link">
        Read more<span className="sr-only">: {item.title}</span>
        <span aria-hidden="true">→</span>
      </a>
    </li>
  );
}
