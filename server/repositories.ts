import { abilityFor } from './auth/abilities.js';
import { accountMethods, type AccountRepository } from './auth/repository.js';
import { publishCalendarChanges } from './calendar/publish.js';
import { calendarMethods } from './calendar/repository.js';
import { publishChatChanges } from './chat/publish.js';
import { chatMethods, type ChatRepository } from './chat/repository.js';
import { withMethods } from './common/method-proxy.js';
import { revisioned, Revisions, type MethodKinds } from './common/revisions.js';
import { revisionedContent } from './content/repository.js';
import { datatableMethods } from './datatables/repository.js';
import { publishEcommerceChanges } from './ecommerce/publish.js';
import { ecommerceMethods } from './ecommerce/repository.js';
import { publishEmailChanges } from './email/publish.js';
import { emailMethods } from './email/repository.js';
import type { EventPublisher } from './events/bus.js';
import type { ErrorReporter } from './events/publishing.js';
import { publishInvoiceChanges } from './invoices/publish.js';
import { invoiceMethods } from './invoices/repository.js';
import { publishNotificationChanges } from './notifications/publish.js';
import { notificationMethods } from './notifications/repository.js';
import { publishPermissionChanges } from './permissions/publish.js';
import { permissionMethods } from './permissions/repository.js';
import { publishBookmarkChanges } from './search/publish.js';
import { searchMethods } from './search/repository.js';
import type { Stores } from './stores.js';
import { publishTodoChanges } from './todo/publish.js';
import { todoMethods } from './todo/repository.js';
import { publishUserChanges } from './users/publish.js';
import { userMethods } from './users/repository.js';
import { sessionMethods } from './sessions/repository.js';

/** The current time, injectable so tests can pin "today" (cart shipping dates, new records). */
export type Clock = () => Date;

/**
 * One repository per domain, each the single owner of its state, in the store chosen at start (server/stores.ts).
 * Each domain's writes publish live events through its publish.ts wrapper, whichever face called them, and
 * move `revisions` once settled (answers kept between requests end there: server/common/revisions.ts).
 */
export function createRepositories(stores: Stores, events: EventPublisher, report: ErrorReporter, revisions = new Revisions()) {
  const tracked = <T extends object>(domain: string, repository: T, kinds: MethodKinds<T>) => revisioned(domain, repository, kinds, revisions);
  const chat = tracked('chat', publishChatChanges(stores.chat, events, report), chatMethods);
  const accounts = tracked('accounts', joiningChat(stores.accounts, chat), accountMethods);
  return {
    accounts,
    users: tracked('users', publishUserChanges(stores.users, events, report), userMethods),
    ecommerce: tracked('ecommerce', publishEcommerceChanges(stores.ecommerce, events, report), ecommerceMethods),
    chat,
    invoices: tracked('invoices', publishInvoiceChanges(stores.invoices, events, report), invoiceMethods),
    email: tracked('email', publishEmailChanges(stores.email, events, report), emailMethods),
    todo: tracked('todo', publishTodoChanges(stores.todo, events, report), todoMethods),
    calendar: tracked('calendar', publishCalendarChanges(stores.calendar, events, report), calendarMethods),
    datatables: tracked('datatables', stores.datatables, datatableMethods),
    permissions: tracked('permissions', publishPermissionChanges(stores.permissions, events, report), permissionMethods),
    search: tracked('search', publishBookmarkChanges(stores.search, events, report), searchMethods),
    content: revisionedContent(stores.content, revisions),
    notifications: tracked('notifications', publishNotificationChanges(stores.notifications, events, report), notificationMethods),
    sessions: tracked('sessions', stores.sessions, sessionMethods),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/**
 * A new account that may use the chat joins its directory before registration answers, so its chat is
 * empty rather than refused on the first call.
 */
function joiningChat(accounts: AccountRepository, chat: ChatRepository): AccountRepository {
  const create: AccountRepository['create'] = async (input) => {
    const account = await accounts.create(input);
    if (abilityFor(account.ability).can('read', 'Chat')) await chat.join(account);
    return account;
  };
  // A proxy, not a copy: the store object (and what it holds) stays the one seen through it.
  return withMethods(accounts, (property, bound) => (property === 'create' ? create : bound));
}
