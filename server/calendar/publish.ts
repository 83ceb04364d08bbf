import type { EventPublisher } from '../events/bus.js';
import { liveEvent } from '../events/envelope.js';
import { publishRecordChanges, type ErrorReporter } from '../events/publishing.js';
import type { EventRecord } from './models.js';
import type { CalendarRepository } from './repository.js';

/** Calendar events added, changed and removed, REST or GraphQL alike. */
export function publishCalendarChanges(repo: CalendarRepository, events: EventPublisher, report: ErrorReporter): CalendarRepository {
  return publishRecordChanges<CalendarRepository, EventRecord>(
    repo,
    { add: 'CREATED', update: 'UPDATED', remove: 'DELETED' },
    (change, event) => events.publish(liveEvent({ topic: 'calendarEvent', change, event })),
    report,
  );
}
