import { recordChanges } from '../events/publishing.js';
import type { CalendarRepository } from './repository.js';
import type { ChangeKind, TopicRules } from '../events/catalog.js';
import type { EventRecord } from './models.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    calendarEvent: { change: ChangeKind; event: EventRecord };
  }
}

/** Who may receive this domain's live events (server/events/catalog.ts). */
export const calendarTopics = { calendarEvent: { subject: 'Event', shared: true } } as const satisfies Partial<TopicRules>;

/** Calendar events added, changed and removed (and brought back by a restore), REST or GraphQL alike. */
export const publishCalendarChanges = recordChanges<CalendarRepository, 'calendarEvent'>('calendarEvent', 'event', { add: 'CREATED', update: 'UPDATED', remove: 'DELETED', reinstate: 'CREATED' });
