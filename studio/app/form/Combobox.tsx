import { useId, useMemo, useRef, useState } from 'react';

export interface ChoiceOption {
  value: string;
  /** What the list shows: a page's title, a term. */
  label: string;
}

interface ComboboxProps {
  id: string;
  value: string;
  options: ChoiceOption[];
  onChange: (value: string) => void;
  /** An optional field offers "None" to remove the value. */
  allowNone: boolean;
  /** What an empty value means, "en (default)". */
  emptyText?: string;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * A select with search (the ARIA 1.2 combobox pattern: a text input and a listbox): typing filters
 * the options by label and value; arrows move, Enter chooses, Escape closes.
 */
export function Combobox({ id, value, options, onChange, allowNone, emptyText, describedBy, invalid }: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const shownOptions = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const matching = options.filter(
      (option) => !needle || option.label.toLowerCase().includes(needle) || option.value.toLowerCase().includes(needle),
    );
    return allowNone && !needle ? [{ value: '', label: emptyText ?? 'None' }, ...matching] : matching;
  }, [options, query, allowNone, emptyText]);
  const selected = options.find((option) => option.value === value);
  const shownText = open ? query : selected ? selected.label : value;

  function choose(option: ChoiceOption | undefined) {
    if (option) onChange(option.value);
    setOpen(false);
    setQuery('');
  }

  function openList() {
    setOpen(true);
    setQuery('');
    setActive(
      Math.max(
        0,
        shownOptions.findIndex((option) => option.value === value),
      ),
    );
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="combobox">
      <input
        ref={input}
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && shownOptions[active] ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        value={shownText}
        placeholder={open ? 'Type to search' : allowNone ? (emptyText ?? 'None') : 'Choose…'}
        onClick={() => (open ? setOpen(false) : openList())}
        onChange={(event) => {
          setOpen(true);
          setQuery(event.target.value);
          setActive(0);
        }}
        onBlur={() => {
          setOpen(false);
          setQuery('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (!open) return openList();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => Math.min(shownOptions.length - 1, Math.max(0, current + step)));
          } else if (event.key === 'Enter' && open) {
            event.preventDefault();
            choose(shownOptions[active]);
          } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
            setQuery('');
          }
        }}
      />
      <span className="combobox-arrow" aria-hidden="true">
        ▾
      </span>
      <div id={listId} role="listbox" className="combobox-list" hidden={!open} aria-label="Options">
        {shownOptions.map((option, index) => (
          <div
            key={option.value || '(none)'}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={option.value === value}
            className={index === active ? 'combobox-option active' : 'combobox-option'}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
              input.current?.focus();
            }}
          >
            <span>{option.label}</span>
            {option.label !== option.value && option.value && <span className="combobox-value">{option.value}</span>}
          </div>
        ))}
        {shownOptions.length === 0 && (
          <div className="combobox-empty" role="option" aria-selected={false} aria-disabled="true">
            Nothing matches “{query}”
          </div>
        )}
      </div>
    </div>
  );
}
