import type { GrantAction, GrantSubject } from '../../../__generated__/graphql';

/** The catalogue's actions (server/access/abilities.ts), `manage` last: it is every other one. */
export const GRANT_ACTIONS = ['read', 'create', 'update', 'delete', 'manage'] as const satisfies readonly GrantAction[];

/** The catalogue's subjects, grouped as the dialog shows them. */
export const GRANT_GROUPS = [
  { key: 'sales', subjects: ['Invoice', 'Product', 'Analytics', 'Employee'] },
  { key: 'work', subjects: ['Task', 'Event', 'Chat', 'Email'] },
  { key: 'people', subjects: ['User', 'Account', 'Permission', 'AuditLog', 'MailLog', 'ApiKey'] },
  { key: 'shell', subjects: ['Content', 'Bookmark', 'View', 'ACL', 'Auth'] },
] as const satisfies readonly { key: string; subjects: readonly GrantSubject[] }[];

const SUBJECT_ORDER: readonly GrantSubject[] = ['Auth', 'ACL', 'User', 'Product', 'Chat', 'Invoice', 'Task', 'Email', 'Event', 'Employee', 'Permission', 'Bookmark', 'Content', 'Analytics', 'AuditLog', 'MailLog', 'Account', 'View', 'ApiKey'];

export interface GrantValue {
  action: GrantAction;
  subject: GrantSubject;
}

export const sameGrant = (a: GrantValue, b: GrantValue) => a.action === b.action && a.subject === b.subject;

/** The server's order (subject, then action), so an unchanged list compares equal and is not sent. */
export function sortedGrants(grants: readonly GrantValue[]): GrantValue[] {
  return [...grants].sort((a, b) => SUBJECT_ORDER.indexOf(a.subject) - SUBJECT_ORDER.indexOf(b.subject) || GRANT_ACTIONS.indexOf(a.action) - GRANT_ACTIONS.indexOf(b.action));
}
