import { auditOf, type AuditPlan } from '../audit/plan.js';
import { recordOf, withChangesUndone, type Undoer } from '../audit/restore.js';
import type { EventRecord } from './models.js';
import type { CalendarRepository, calendarMethods } from './repository.js';

const event = auditOf('Event');

/** Every calendar write is audited (server/audit/). */
export const calendarAudit: AuditPlan<CalendarRepository, typeof calendarMethods> = {
  add: event.create(),
  update: event.update(),
  remove: event.delete(),
  reinstate: event.reinstate(),
};

/** How a calendar event's audit event is undone, through the calendar's own rules. */
export function calendarUndo(calendar: CalendarRepository): Undoer {
  return {
    ability: 'Event',
    remove: (id) => calendar.remove(id),
    revert: async (id, changes, writer) => {
      const { title, start, end, allDay, url, extendedProps } = withChangesUndone(await calendar.find(id), changes);
      return calendar.update(id, { title, start, end, allDay, url, extendedProps }, writer);
    },
    reinstate: (record, writer) => calendar.reinstate(recordOf<EventRecord>(record), writer),
  };
}
