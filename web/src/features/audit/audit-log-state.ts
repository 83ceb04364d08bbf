import type { AuditEventsQueryVariables } from '../../__generated__/graphql';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../components/audit/audit-format';
import { oneOf, text, type UrlStateOf } from '../../lib/url-state';

/** The log's filters in the URL (`?person=1&subject=Invoice&action=delete&from=2026-11-01&to=2026-11-30`). */
export const AUDIT_LOG = {
  person: text('person'),
  subject: oneOf('subject', AUDIT_SUBJECTS),
  action: oneOf('action', AUDIT_ACTIONS),
  from: text('from'),
  to: text('to'),
};
/** The filters as the page reads them (no search box: `q` is never set). */
export type AuditLogFilters = UrlStateOf<typeof AUDIT_LOG> & { q?: string };

export const EVENTS_PER_PAGE = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The reader's midnight starting `day` (YYYY-MM-DD), as the ISO time the server compares; null for anything else. */
function startOf(day: string, plusDays = 0): string | null {
  if (!DAY.test(day)) return null;
  const time = new Date(`${day}T00:00:00`);
  if (Number.isNaN(time.getTime())) return null;
  time.setDate(time.getDate() + plusDays);
  return time.toISOString();
}

/** The query's variables: days from the reader's calendar, `to` including its whole day. */
export function auditVariables(filters: AuditLogFilters): AuditEventsQueryVariables {
  return {
    actorId: /^[1-9]\d*$/.test(filters.person) ? filters.person : null,
    subject: filters.subject,
    action: filters.action,
    from: startOf(filters.from),
    to: startOf(filters.to, 1),
    first: EVENTS_PER_PAGE,
  };
}
