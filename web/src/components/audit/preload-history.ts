import { preloadQuery } from '../../lib/apollo/preload';
import { ability } from '../../lib/ability';
import { AuditEventsQuery } from '../../lib/audit/documents';
import { i18n } from '../../lib/i18n';
import type { AuditSubject } from './audit-format';

/** How many of a record's events its change history shows. */
export const HISTORY_SHOWN = 5;

/** Histories this navigation has just read: the section takes that read instead of asking again. */
const preloaded = new Set<string>();
const key = (subject: AuditSubject, recordId: string) => `${subject}:${recordId}`;

/** Whether the route's preload read this history for the section about to show it (once: a later visit reads again). */
export function takePreloadedHistory(subject: AuditSubject, recordId: string): boolean {
  return preloaded.delete(key(subject, recordId));
}

/**
 * Starts a record's change history (components/audit/change-history.tsx) with the route's own data, when the
 * record's id is in the URL: the section would otherwise ask only once the record itself has been read.
 */
export function preloadChangeHistory(subject: AuditSubject, recordId: string): void {
  if (!recordId || ability.cannot('read', 'AuditLog')) return;
  void i18n.loadNamespaces('audit');
  preloaded.add(key(subject, recordId));
  preloadQuery(AuditEventsQuery, { subject, recordId, first: HISTORY_SHOWN }, 'network-only');
}
