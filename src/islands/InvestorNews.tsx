import { useRef, useState } from 'react';
import { useElementId } from '../components/use-element-id';
import { formatDate } from '../components/format-date';
import { filterByTitle } from './filter-by-title';
import type { InvestorNewsProps } from './InvestorNews.props';

export default function InvestorNews({ items, searchLabel, emptyText, clearLabel }: InvestorNewsProps) {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
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
          ref={inputRef}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={statusId}
          autoComplete="off"
          className="field-input"
        />
      </div>
      <p id={statusId} role="status" className="m-0 text-sm text-muted">
        {shown.length === 0 ? emptyText : `${shown.length} of ${items.length} items`}
      </p>
      {shown.length === 0 && (
        <p className="m-0">
          <button
            type="button"
            className="btn border-2 border-accent text-accent"
            onClick={() => {
              setQuery('');
              // Back to the box: the button is about to go.
              inputRef.current?.focus();
            }}
          >
            {clearLabel}
          </button>
        </p>
      )}
      <ul className="grid gap-4 list-none p-0 m-0">
        {shown.map((item) => (
          <li key={item.title} className="card grid gap-2">
            <p className="m-0 flex flex-wrap gap-x-3 text-sm font-semibold">
              <span className="text-muted uppercase tracking-wider">{item.label}</span>
              <time dateTime={item.date} className="text-accent">
                {formatDate(item.date)}
              </time>
            </p>
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
