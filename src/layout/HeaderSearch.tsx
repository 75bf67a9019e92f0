import { searchPagePath, searchParam } from '../search-paths';
import { usePhrases } from '../translations/use-phrases';

function SearchIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="shrink-0">
      <circle cx="7" cy="7" r="4.75" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10.5 10.5L14 14" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

const looks = {
  /**
   * The desktop utility bar: small, on navy. The white focus ring lies against the border: 2 px out,
   * it would reach past the 36 px bar onto white and lose its top and bottom.
   */
  bar: {
    form: 'flex items-center',
    input:
      'h-7 w-36 lg:w-44 rounded-l-md border border-r-0 border-slate-500 bg-navy px-2.5 text-sm text-white placeholder:text-slate-300 site-focus-ring focus-visible:outline-white focus-visible:outline-offset-0',
    button:
      'inline-flex h-7 w-8 items-center justify-center rounded-r-md border border-slate-500 bg-navy text-slate-100 hover:bg-white/10 hover:text-white site-focus-ring focus-visible:outline-white focus-visible:outline-offset-0',
  },
  /** The top of the mobile menu. */
  menu: {
    form: 'flex gap-2 pb-3 border-b border-line',
    input: 'field-input',
    button: 'btn-primary shrink-0 px-4 py-2',
  },
} as const;

interface HeaderSearchProps {
  /** The input's id; each search form on the page needs its own. */
  id: string;
  variant: keyof typeof looks;
}

/**
 * The header's search: a plain GET form to the search page, so it works without JavaScript and
 * loads nothing until it is used. The search page reads `q` and runs the query.
 */
export function HeaderSearch({ id, variant }: HeaderSearchProps) {
  const say = usePhrases();
  const [label, placeholder, submit] = [say('Search the site'), say('Search'), say('Search')];
  const look = looks[variant];
  return (
    <form role="search" action={searchPagePath} method="get" className={look.form}>
      <label htmlFor={id} className="sr-only" lang={label.lang}>
        {label.text}
      </label>
      <input
        id={id}
        type="search"
        name={searchParam}
        placeholder={placeholder.text}
        lang={placeholder.lang}
        autoComplete="off"
        className={look.input}
      />
      {variant === 'bar' ? (
        <button type="submit" aria-label={submit.text} lang={submit.lang} className={look.button}>
          <SearchIcon />
        </button>
      ) : (
        <button type="submit" lang={submit.lang} className={look.button}>
          {submit.text}
        </button>
      )}
    </form>
  );
}
