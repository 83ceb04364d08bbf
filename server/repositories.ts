import { abilityFor } from './auth/abilities.js';
import { publishCalendarChanges } from './calendar/publish.js';
import { publishChatChanges } from './chat/publish.js';
import { publishEcommerceChanges } from './ecommerce/publish.js';
import { publishEmailChanges } from './email/publish.js';
import type { EventPublisher } from './events/bus.js';
import { publishingWrites, type ErrorReporter } from './events/publishing.js';
import { publishInvoiceChanges } from './invoices/publish.js';
import { publishNotificationChanges } from './notifications/publish.js';
import { publishPermissionChanges } from './permissions/publish.js';
import { publishBookmarkChanges } from './search/publish.js';
import { publishTodoChanges } from './todo/publish.js';
import type { Stores } from './stores.js';
import { publishUserChanges } from './users/publish.js';

/** The current time, injectable so tests can pin "today" (cart shipping dates, new records). */
export type Clock = () => Date;

/**
 * One repository per domain, each the single owner of its state, in the store chosen at start (server/stores.ts).
 * Each domain's writes publish live events through its publish.ts wrapper, whichever face called them.
 */
export function createRepositories(stores: Stores, events: EventPublisher, report: ErrorReporter) {
  const chat = publishChatChanges(stores.chat, events, report);
  // A new account that may use the chat joins its directory, so its chat is empty rather than refused.
  const accounts = publishingWrites(
    stores.accounts,
    { create: { after: (account) => abilityFor(account.ability).can('read', 'Chat') && chat.join(account) } },
    report,
  );
  return {
    accounts,
    users: publishUserChanges(stores.users, events, report),
    ecommerce: publishEcommerceChanges(stores.ecommerce, events, report),
    chat,
    invoices: publishInvoiceChanges(stores.invoices, events, report),
    email: publishEmailChanges(stores.email, events, report),
    todo: publishTodoChanges(stores.todo, events, report),
    calendar: publishCalendarChanges(stores.calendar, events, report),
    datatables: stores.datatables,
    permissions: publishPermissionChanges(stores.permissions, events, report),
    search: publishBookmarkChanges(stores.search, events, report),
    content: stores.content,
    notifications: publishNotificationChanges(stores.notifications, events, report),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
