import { useElementId } from '../../components/use-element-id';

export interface FinderFilter {
  /** '' for the "all" button. */
  value: string;
  label: string;
}

interface FinderControlsProps {
  filters: readonly FinderFilter[];
  /** Names the button group for screen readers, e.g. "Filter by category". */
  filterGroupLabel: string;
  filter: string;
  onFilter: (value: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (text: string) => void;
  /** What the list shows now, announced politely. */
  status: string;
  /** Set once the controls work (marks them for tests and styles). */
  hydrated: boolean;
}

/** Filter buttons, a search box and the result count. Hidden without JavaScript, which they need. */
export function FinderControls(props: FinderControlsProps) {
  const searchId = useElementId('search');
  const statusId = useElementId('status');
  return (
    <div className="needs-script grid gap-5" data-hydrated={props.hydrated || undefined}>
      <div role="group" aria-label={props.filterGroupLabel} className="flex flex-wrap gap-2">
        {props.filters.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={props.filter === value}
            onClick={() => props.onFilter(value)}
            className={`rounded-full border-2 px-4 py-2 text-sm font-semibold site-focus-ring ${
              props.filter === value
                ? 'border-accent bg-accent text-white'
                : 'border-slate-300 bg-white text-ink hover:border-accent'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="search" className="grid gap-2 max-w-md">
        <label htmlFor={searchId} className="sr-only">
          {props.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          value={props.search}
          placeholder={props.searchPlaceholder}
          onChange={(event) => props.onSearch(event.target.value)}
          aria-describedby={statusId}
          autoComplete="off"
          className="field-input"
        />
      </div>
      <p id={statusId} role="status" className="m-0 text-sm text-muted">
        {props.status}
      </p>
    </div>
  );
}
