interface CardKickerProps {
  /** Category or type, e.g. "AI & Data", "White Paper". */
  label: string;
  /** Machine-readable date or month for `<time>`. */
  dateTime: string;
  /** The date as read, e.g. "April 24, 2025" or "March 2025". */
  date: string;
}

/** The line above a card's title: its category or type in the accent colour, then its date. */
export function CardKicker({ label, dateTime, date }: CardKickerProps) {
  return (
    <p className="m-0 flex flex-wrap gap-x-3 text-sm">
      <span className="font-semibold uppercase tracking-wider text-accent">{label}</span>
      <time dateTime={dateTime} className="text-muted">
        {date}
      </time>
    </p>
  );
}
