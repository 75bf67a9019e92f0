import { ResponsiveImage } from './ResponsiveImage';
import { formatDate } from './format-date';
import type { InsightCardProps } from './InsightCard.props';

export function InsightCard({ title, href, summary, image, imageAlt, category, date }: InsightCardProps) {
  return (
    <article className="card card-link p-0 overflow-hidden grid content-start">
      <ResponsiveImage
        image={image}
        alt={imageAlt}
        sizes="(min-width: 64rem) 25rem, (min-width: 48rem) 50vw, 100vw"
        width={640}
        height={360}
        className="block w-full h-auto bg-surface"
      />
      <div className="grid gap-3 p-6">
        {(category || date) && (
          <p className="m-0 flex flex-wrap gap-x-3 text-sm">
            {category && <span className="font-semibold uppercase tracking-wider text-accent">{category}</span>}
            {date && (
              <time dateTime={date} className="text-muted">
                {formatDate(date)}
              </time>
            )}
          </p>
        )}
        <h3 className="m-0 heading-3">{title}</h3>
        <p className="m-0 text-body leading-relaxed">{summary}</p>
        <a href={href} className="arrow-link">
          Read more<span className="sr-only">: {title}</span>
          <span aria-hidden="true">→</span>
        </a>
      </div>
    </article>
  );
}
