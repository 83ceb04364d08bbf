import type { RouteTarget } from '../../lib/routing/types';
import { preloadQuery } from '../../lib/apollo/preload';
import { readUrlState } from '../../lib/url-state';
import { EmailsMetaQuery } from './api/emails-meta-query';
import { EmailsQuery } from './api/emails-query';
import { emailsVariables, MAILBOX, mailboxView } from './mailbox-state';

/** The mailbox's list and the sidebar's counters, started with the navigation (their own chunk, loaded beside the page's). */
export function preloadMailbox({ params, searchParams }: RouteTarget): void {
  const view = mailboxView(params);
  if (view.folder || view.label) preloadQuery(EmailsQuery, emailsVariables(view, readUrlState(MAILBOX, searchParams)));
  preloadQuery(EmailsMetaQuery);
}
