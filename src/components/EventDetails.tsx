import { useCurrentPage } from '../shared/current-page';
import { siteEventOfPage } from '../shared/items/site-items';
import { EventWhen } from './EventWhen';
import { formatDate } from './format-date';

export function EventDetails() {
  const { path, file } = useCurrentPage();
  const event = siteEventOfPage(file);
  if (!event) throw new Error(`<EventDetails> is for event pages (pages/events/); ${path} is none`);
  return (
    <div className="page-width pt-10">
      <div className="grid gap-2 border-b border-line pb-6">
        <EventWhen date={event.date} endDate={event.endDate} time={event.time} past={event.past} />
        <p className="m-0 text-sm text-muted">{event.location}</p>
        {event.past && (
          <p className="m-0 text-body" role="note">
            {`This event took place on ${formatDate(event.endDate ?? event.date)}; registration is closed. `}
            <a
              href="/events"
              className="text-accent font-medium underline underline-offset-3 site-focus-ring rounded-sm"
            >
              See upcoming events
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
