import type { Seed } from '../seed/index.js';
import { abilityFor } from './auth/abilities.js';
import { AccountRepository } from './auth/repository.js';
import { publishCalendarChanges } from './calendar/publish.js';
import { CalendarRepository } from './calendar/repository.js';
import { publishChatChanges } from './chat/publish.js';
import { ChatRepository } from './chat/repository.js';
import { ContentRepository } from './content/repository.js';
import { DatatableRepository } from './datatables/repository.js';
import { publishEcommerceChanges } from './ecommerce/publish.js';
import { EcommerceRepository } from './ecommerce/repository.js';
import { publishEmailChanges } from './email/publish.js';
import { EmailRepository } from './email/repository.js';
import type { EventPublisher } from './events/bus.js';
import { publishingWrites, type ErrorReporter } from './events/publishing.js';
import { publishInvoiceChanges } from './invoices/publish.js';
import { InvoiceRepository } from './invoices/repository.js';
import { publishNotificationChanges } from './notifications/publish.js';
import { NotificationRepository } from './notifications/repository.js';
import { publishPermissionChanges } from './permissions/publish.js';
import { PermissionRepository } from './permissions/repository.js';
import { publishBookmarkChanges } from './search/publish.js';
import { SearchRepository } from './search/repository.js';
import { publishTodoChanges } from './todo/publish.js';
import { TodoRepository } from './todo/repository.js';
import { publishUserChanges } from './users/publish.js';
import { UserRepository } from './users/repository.js';

/** The current time, injectable so tests can pin "today" (cart shipping dates, new records). */
export type Clock = () => Date;

/**
 * One repository per domain, each the single owner of its state, built from this app's own seed. Each
 * domain's writes publish live events through its publish.ts wrapper, whichever face called them.
 */
export function createRepositories(seed: Seed, clock: Clock, events: EventPublisher, report: ErrorReporter) {
  const chat = publishChatChanges(new ChatRepository(seed.chat, clock), events, report);
  // A new account that may use the chat joins its directory, so its chat is empty rather than refused.
  const accounts = publishingWrites(
    new AccountRepository(seed.accounts),
    { create: { after: (account) => abilityFor(account.ability).can('read', 'Chat') && chat.join(account) } },
    report,
  );
  return {
    accounts,
    users: publishUserChanges(new UserRepository(seed.users, clock), events, report),
    ecommerce: publishEcommerceChanges(new EcommerceRepository(seed.ecommerce, clock), events, report),
    chat,
    invoices: publishInvoiceChanges(new InvoiceRepository(seed.invoices, clock), events, report),
    email: publishEmailChanges(new EmailRepository(seed.email, clock), events, report),
    todo: publishTodoChanges(new TodoRepository(seed.todo, clock), events, report),
    calendar: publishCalendarChanges(new CalendarRepository(seed.calendar, clock), events, report),
    datatables: new DatatableRepository(seed.datatables, clock),
    permissions: publishPermissionChanges(new PermissionRepository(seed.permissions, clock), events, report),
    search: publishBookmarkChanges(new SearchRepository(seed.search, clock), events, report),
    content: new ContentRepository(seed.content, clock),
    notifications: publishNotificationChanges(new NotificationRepository(clock), events, report),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
