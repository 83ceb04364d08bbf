import { abilityFor } from './auth/abilities.js';
import type { AccountRepository } from './auth/repository.js';
import type { ChatRepository } from './chat/repository.js';
import { publishCalendarChanges } from './calendar/publish.js';
import { publishChatChanges } from './chat/publish.js';
import { publishEcommerceChanges } from './ecommerce/publish.js';
import { publishEmailChanges } from './email/publish.js';
import type { EventPublisher } from './events/bus.js';
import type { ErrorReporter } from './events/publishing.js';
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
  const accounts = joiningChat(stores.accounts, chat);
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
  return new Proxy(accounts, {
    get: (target, property) => {
      if (property === 'create') return create;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
