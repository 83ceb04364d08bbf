import { recordChanges } from '../events/publishing.js';
import type { CalendarRepository } from './repository.js';

/** Calendar events added, changed and removed (and brought back by a restore), REST or GraphQL alike. */
export const publishCalendarChanges = recordChanges<CalendarRepository>('calendarEvent', { add: 'CREATED', update: 'UPDATED', remove: 'DELETED', reinstate: 'CREATED' });
