import { useState } from 'react';
import { useElementId } from '../components/use-element-id';
import { formatDate } from '../components/format-date';
import { filterByTitle } from './filter-by-title';
import type { InvestorNewsProps } from './InvestorNews.props';

export default function InvestorNews({ items, searchLabel, emptyText }: InvestorNewsProps) {
  const [query, setQuery] = useState('');
  const inputId = useElementId('news-search');
  const statusId = useElementId('news-status');
  const shown = filterByTitle(items, query);

  return (
    <div className="grid gap-6">
      <div className="grid gap-2 max-w-md">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {searchLabel}
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={statusId}
          autoComplete="off"
          className="field-input"
        />
      </div>
      <p id={statusId} role="status" className="text-sm text-muted">
        {shown.length === 0 ? emptyText : `${shown.length} of ${items.length} items`}
      </p>
      <ul className="grid gap-4 list-none p-0 m-0">
        {shown.map((item) => (
          <li key={item.title} className="card grid gap-2">
            <time dateTime={item.date} className="text-sm font-semibold text-accent">
              {formatDate(item.date)}
            </time>
            <h3 className="m-0 text-xl font-semibold text-ink">{item.title}</h3>
            <p className="m-0 text-body">{item.summary}</p>
            <a href={item.href} className="arrow-link">
              Read more<span className="sr-only">: {item.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
