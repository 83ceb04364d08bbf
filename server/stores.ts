import type { Seed } from '../seed/index.js';
import { MemoryAccountRepository } from './auth/memory-repository.js';
import { PostgresAccountRepository } from './auth/postgres-repository.js';
import type { AccountRepository } from './auth/repository.js';
import { MemoryChatRepository } from './chat/memory-repository.js';
import { PostgresChatRepository } from './chat/postgres-repository.js';
import type { ChatRepository } from './chat/repository.js';
import { MemoryCalendarRepository } from './calendar/memory-repository.js';
import { PostgresCalendarRepository } from './calendar/postgres-repository.js';
import type { CalendarRepository } from './calendar/repository.js';
import { ContentRepository } from './content/repository.js';
import { PostgresSettingsRecords } from './content/postgres-settings.js';
import { DatatableRepository } from './datatables/repository.js';
import type { Db } from './db/connection.js';
import { EcommerceRepository } from './ecommerce/repository.js';
import { MemoryEmailRepository } from './email/memory-repository.js';
import { PostgresEmailRepository } from './email/postgres-repository.js';
import type { EmailRepository } from './email/repository.js';
import { seedMailboxAccountId } from './email/rules.js';
import { InvoiceRepository } from './invoices/repository.js';
import { MemoryNotificationRepository } from './notifications/memory-repository.js';
import { PostgresNotificationRepository } from './notifications/postgres-repository.js';
import type { NotificationRepository } from './notifications/repository.js';
import { PermissionRepository } from './permissions/repository.js';
import type { Clock } from './repositories.js';
import { MemorySearchRepository } from './search/memory-repository.js';
import { PostgresSearchRepository } from './search/postgres-repository.js';
import type { SearchRepository } from './search/repository.js';
import { MemoryTodoRepository } from './todo/memory-repository.js';
import { PostgresTodoRepository } from './todo/postgres-repository.js';
import type { TodoRepository } from './todo/repository.js';
import { MemoryUserRepository } from './users/memory-repository.js';
import { PostgresUserRepository } from './users/postgres-repository.js';
import type { UserRepository } from './users/repository.js';

/** Each domain's repository interface: what routes, resolvers and live code may call, whichever the store. */
export interface Stores {
  accounts: AccountRepository;
  users: UserRepository;
  ecommerce: EcommerceRepository;
  chat: ChatRepository;
  invoices: InvoiceRepository;
  email: EmailRepository;
  todo: TodoRepository;
  calendar: CalendarRepository;
  datatables: DatatableRepository;
  permissions: PermissionRepository;
  search: SearchRepository;
  content: ContentRepository;
  notifications: NotificationRepository;
}

/** The default store: every domain in this process's memory, from this app's own copy of the seed. */
export function memoryStores(seed: Seed, clock: Clock): Stores {
  return {
    accounts: new MemoryAccountRepository(seed.accounts),
    users: new MemoryUserRepository(seed.users, clock),
    ecommerce: new EcommerceRepository(seed.ecommerce, clock),
    chat: new MemoryChatRepository(seed.chat, clock),
    invoices: new InvoiceRepository(seed.invoices, clock),
    email: new MemoryEmailRepository(seed.email, seedMailboxAccountId(seed.accounts, seed.email), clock),
    todo: new MemoryTodoRepository(seed.todo, clock),
    calendar: new MemoryCalendarRepository(seed.calendar, clock),
    datatables: new DatatableRepository(seed.datatables, clock),
    permissions: new PermissionRepository(seed.permissions, clock),
    search: new MemorySearchRepository(seed.search, clock),
    content: new ContentRepository(seed.content, clock),
    notifications: new MemoryNotificationRepository(clock),
  };
}

/** Every domain in PostgreSQL (DATABASE_URL): migrated and seeded by server/plugins/app/database.ts. */
export function postgresStores(db: Db, seed: Seed, clock: Clock): Stores {
  return {
    ...memoryStores(seed, clock),
    users: new PostgresUserRepository(db, clock),
    accounts: new PostgresAccountRepository(db),
    chat: new PostgresChatRepository(db, clock),
    search: new PostgresSearchRepository(db, clock),
    content: new ContentRepository(seed.content, clock, new PostgresSettingsRecords(db)),
    email: new PostgresEmailRepository(db, clock),
    todo: new PostgresTodoRepository(db, clock),
    calendar: new PostgresCalendarRepository(db, clock),
    notifications: new PostgresNotificationRepository(db, clock),
  };
}
