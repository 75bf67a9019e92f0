import type { EventItem } from '../shared/items/event-item';
import { formatDate } from './format-date';

/** The line above an event's title: its day or days in the accent colour, then the time of day. */
export function EventWhen({ date, endDate, time }: Pick<EventItem, 'date' | 'endDate' | 'time'>) {
  return (
    <p className="m-0 flex flex-wrap gap-x-3 text-sm">
      <span className="font-semibold text-accent">
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
