import type { EventItem } from '../shared/items/event-item';
import { formatDate } from './format-date';

/** The line above an event's title: "Past event" once it is over, its day or days in the accent colour, then the time of day. */
export function EventWhen({
  date,
  endDate,
  time,
  past,
}: Pick<EventItem, 'date' | 'endDate' | 'time'> & { past?: boolean }) {
  return (
    <p className="m-0 flex flex-wrap gap-x-3 text-sm">
      {past && <span className="font-semibold uppercase tracking-wider text-muted">Past event</span>}
      <span className={past ? 'font-semibold text-muted' : 'font-semibold text-accent'}>
        <time dateTime={date}>{formatDate(date)}</time>
        {endDate && (
          <>
            {' – '}
            <time dateTime={endDate}>{formatDate(endDate)}</time>
          </>
        )}
      </span>
      {time && <span className="text-muted">{time}</span>}
    </p>
  );
}
