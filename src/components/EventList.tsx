import { eventsWhen } from '../shared/items/event-selections';
import { siteEventItems } from '../shared/items/site-items';
import type { EventListProps } from './EventList.props';
import { EventWhen } from './EventWhen';
import { shownIn } from '../shared/render-reads';

const noUpcomingEvents = 'No events are planned at the moment.';

export function EventList({ when, limit, empty }: EventListProps) {
  const events = shownIn('event list', eventsWhen(siteEventItems(), when).slice(0, limit));
  if (events.length === 0) {
    const sentence = empty ?? (when === 'upcoming' ? noUpcomingEvents : undefined);
    return sentence ? <p className="m-0 text-body">{sentence}</p> : null;
  }
  return (
    <ul className="m-0 p-0 list-none grid gap-6 md:grid-cols-2">
      {events.map((event) => (
        <li key={event.file} className="card card-link grid content-start gap-3">
          <EventWhen date={event.date} endDate={event.endDate} time={event.time} past={event.past} />
          <h3 className="m-0 heading-3">
            <a
              href={event.href}
              className="text-ink underline-offset-4 hover:text-accent hover:underline site-focus-ring rounded-sm"
            >
              {event.title}
            </a>
          </h3>
          <p className="m-0 text-sm text-muted">{event.location}</p>
          <p className="m-0 text-body leading-relaxed">{event.summary}</p>
        </li>
      ))}
    </ul>
  );
}
