import { featuredResearchPages } from '../shared/collection-pages';
import { CardKicker } from './CardKicker';
import type { FeaturedResearchProps } from './FeaturedResearch.props';
import { formatMonth } from './format-date';
import { pagesShownIn } from '../shared/pages';

export function FeaturedResearch({ on }: FeaturedResearchProps) {
  const items = pagesShownIn('featured research', featuredResearchPages(on));
  // The build warns of an empty list, with the page's line.
  if (items.length === 0) return null;
  return (
    <ul
      className={`m-0 p-0 list-none grid gap-6 ${items.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3'}`}
    >
      {items.map(({ path, frontmatter: item }) => (
        <li key={path} className="card card-link grid content-start gap-4">
          <CardKicker label={item.type} dateTime={item.date.slice(0, 7)} date={formatMonth(item.date)} />
          <h3 className="m-0 heading-3">{item.title}</h3>
          <p className="m-0 text-body leading-relaxed">{item.summary}</p>
          {item.author && (
            <p className="m-0 text-sm text-muted">
              By <span className="font-semibold text-ink">{item.author}</span>
              {item.contributors !== undefined && `, with ${item.contributors} contributors`} · {item.pages} pages
            </p>
          )}
          {item.keyInsights && (
            <ul className="m-0 grid gap-2 pl-5 list-disc text-body">
              {item.keyInsights.map((insight) => (
                <li key={insight}>{insight}</li>
              ))}
            </ul>
          )}
          <a href={path} className="btn-primary justify-self-start">
            Download<span className="sr-only">: {item.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
