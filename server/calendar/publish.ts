import type { EventPublisher } from '../events/bus.js';
import type { ChangeKind } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { EventRecord } from './models.js';
import type { CalendarRepository } from './repository.js';

/** Calendar events added, changed and removed, REST or GraphQL alike. */
export function publishCalendarChanges(repo: CalendarRepository, events: EventPublisher, report: ErrorReporter): CalendarRepository {
  const publish = (change: ChangeKind, event: EventRecord) => events.publish(liveEvent({ topic: 'calendarEvent', change, event }));
  return publishingWrites(
    repo,
    {
      add: { after: (event) => publish('CREATED', event) },
      update: { after: (event) => publish('UPDATED', event) },
      remove: { after: (event) => publish('DELETED', event) },
    },
    report,
  );
}
