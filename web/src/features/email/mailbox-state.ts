import type { EmailsQueryVariables, MailFolder, MailLabel } from '../../__generated__/graphql';
import { text, type UrlStateOf } from '../../lib/url-state';
import { EMAILS_PER_PAGE } from './api/emails-query';
import { isMailFolder, isMailLabel } from './components/mailbox';

/** The search (`?q=`, subject) and the open mail (`?mail=<id>`). */
export const MAILBOX = { q: text('q'), mail: text('mail', { filter: false }) };

export type MailboxState = UrlStateOf<typeof MAILBOX>;

/** The view a path names (/apps/email, /apps/email/<folder>, /apps/email/label/<label>); neither for an unknown one. */
export function mailboxView(params: { folder?: string; label?: string }): { folder?: MailFolder; label?: MailLabel } {
  if (isMailLabel(params.label)) return { label: params.label };
  if (params.folder === undefined) return { folder: 'inbox' };
  return isMailFolder(params.folder) ? { folder: params.folder } : {};
}

/** The list's query for a view and the URL's state: the page and the route's preload ask exactly this. */
export function emailsVariables({ folder, label }: { folder?: MailFolder; label?: MailLabel }, { q }: MailboxState): EmailsQueryVariables {
  return { folder: label ? undefined : folder, label, q: q || undefined, page: 1, perPage: EMAILS_PER_PAGE };
}
