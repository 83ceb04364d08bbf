import { MemoryAuditLog } from '../audit/memory-repository.js';
import { PostgresAuditLog } from '../audit/postgres-repository.js';
import type { AuditLogRepository } from '../audit/repository.js';
import type { Seed } from '../../seed/index.js';
import { MemoryAccountRepository } from '../auth/memory-repository.js';
import { PostgresAccountRepository } from '../auth/postgres-repository.js';
import type { AccountRepository } from '../auth/repository.js';
import { MemoryChatRepository } from '../chat/memory-repository.js';
import { PostgresChatRepository } from '../chat/postgres-repository.js';
import type { ChatRepository } from '../chat/repository.js';
import { MemoryCalendarRepository } from '../calendar/memory-repository.js';
import { PostgresCalendarRepository } from '../calendar/postgres-repository.js';
import type { CalendarRepository } from '../calendar/repository.js';
import { memoryContent, postgresContent, type ContentRepository } from '../content/repository.js';
import { MemoryDatatableRepository } from '../datatables/memory-repository.js';
import { PostgresDatatableRepository } from '../datatables/postgres-repository.js';
import type { DatatableRepository } from '../datatables/repository.js';
import type { Db } from '../db/connection.js';
import { MemoryEmailRepository } from '../email/memory-repository.js';
import { PostgresEmailRepository } from '../email/postgres-repository.js';
import type { EmailRepository } from '../email/repository.js';
import { seedMailboxAccountId } from '../email/rules.js';
import { MemoryNotificationRepository } from '../notifications/memory-repository.js';
import { PostgresNotificationRepository } from '../notifications/postgres-repository.js';
import type { NotificationRepository } from '../notifications/repository.js';
import { MemoryEcommerceRepository } from '../ecommerce/memory-repository.js';
import { PostgresEcommerceRepository } from '../ecommerce/postgres-repository.js';
import type { EcommerceRepository } from '../ecommerce/repository.js';
import { MemoryInvoiceRepository } from '../invoices/memory-repository.js';
import { PostgresInvoiceRepository } from '../invoices/postgres-repository.js';
import type { InvoiceRepository } from '../invoices/repository.js';
import { MemoryPermissionRepository } from '../permissions/memory-repository.js';
import { PostgresPermissionRepository } from '../permissions/postgres-repository.js';
import type { PermissionRepository } from '../permissions/repository.js';
import { actorName } from '../common/record-versions.js';
import { MemorySearchRepository } from '../search/memory-repository.js';
import { PostgresSearchRepository } from '../search/postgres-repository.js';
import type { SearchRepository } from '../search/repository.js';
import { MemoryTodoRepository } from '../todo/memory-repository.js';
import { PostgresTodoRepository } from '../todo/postgres-repository.js';
import type { TodoRepository } from '../todo/repository.js';
import { MemoryUserRepository } from '../users/memory-repository.js';
import { PostgresUserRepository } from '../users/postgres-repository.js';
import type { UserRepository } from '../users/repository.js';
import { MemorySessionRepository } from '../sessions/memory-repository.js';
import { PostgresSessionRepository } from '../sessions/postgres-repository.js';
import type { SessionRepository } from '../sessions/repository.js';
import { MemoryTwoStepRepository } from '../two-step/memory-repository.js';
import { MemoryApiKeyRepository } from '../api-keys/memory-repository.js';
import { PostgresApiKeyRepository } from '../api-keys/postgres-repository.js';
import type { ApiKeyRepository } from '../api-keys/repository.js';
import { PostgresTwoStepRepository } from '../two-step/postgres-repository.js';
import type { TwoStepRepository } from '../two-step/repository.js';
import { MemorySavedViewRepository } from '../saved-views/memory-repository.js';
import { PostgresSavedViewRepository } from '../saved-views/postgres-repository.js';
import type { SavedViewRepository } from '../saved-views/repository.js';
import { MemoryBulkJobRepository } from '../bulk-jobs/memory-repository.js';
import { PostgresBulkJobRepository } from '../bulk-jobs/postgres-repository.js';
import type { BulkJobRepository } from '../bulk-jobs/repository.js';
import { MemoryImportJobRepository } from '../imports/memory-repository.js';
import { PostgresImportJobRepository } from '../imports/postgres-repository.js';
import type { ImportJobRepository } from '../imports/repository.js';
import { MemoryMailRepository } from '../mail/memory-repository.js';
import { PostgresMailRepository } from '../mail/postgres-repository.js';
import type { MailRepository } from '../mail/repository.js';
import type { Clock } from '../common/clock.js';
import { DEMO_ADMIN_ACCOUNT_ID } from '../auth/models.js';

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
  sessions: SessionRepository;
  twoStep: TwoStepRepository;
  apiKeys: ApiKeyRepository;
  savedViews: SavedViewRepository;
  bulkJobs: BulkJobRepository;
  imports: ImportJobRepository;
  mail: MailRepository;
  audit: AuditLogRepository;
}

/** The default store: every domain in this process's memory, from this app's own copy of the seed. */
export function memoryStores(seed: Seed, clock: Clock): Stores {
  const accounts = new MemoryAccountRepository(seed.accounts);
  return {
    accounts,
    users: new MemoryUserRepository(seed.users, clock),
    ecommerce: new MemoryEcommerceRepository(seed.ecommerce, clock, DEMO_ADMIN_ACCOUNT_ID),
    chat: new MemoryChatRepository(seed.chat, clock),
    invoices: new MemoryInvoiceRepository(seed.invoices, clock),
    email: new MemoryEmailRepository(seed.email, seedMailboxAccountId(seed.accounts, seed.email), clock),
    todo: new MemoryTodoRepository(seed.todo, clock),
    calendar: new MemoryCalendarRepository(seed.calendar, clock),
    datatables: new MemoryDatatableRepository(seed.datatables, clock),
    permissions: new MemoryPermissionRepository(seed.permissions, clock),
    search: new MemorySearchRepository(seed.search, clock),
    content: memoryContent(seed.content, clock),
    notifications: new MemoryNotificationRepository(clock),
    sessions: new MemorySessionRepository(),
    twoStep: new MemoryTwoStepRepository(),
    apiKeys: new MemoryApiKeyRepository(),
    savedViews: new MemorySavedViewRepository(clock),
    bulkJobs: new MemoryBulkJobRepository(clock),
    imports: new MemoryImportJobRepository(clock),
    mail: new MemoryMailRepository(),
    audit: new MemoryAuditLog(async (accountId) => {
      const account = await accounts.findById(accountId);
      return account ? { id: account.id, fullName: actorName(account) ?? '', role: account.role } : null;
    }, clock),
  };
}

/** Every domain in PostgreSQL (DATABASE_URL): migrated and seeded by server/plugins/app/database.ts. */
export function postgresStores(db: Db, clock: Clock): Stores {
  return {
    accounts: new PostgresAccountRepository(db),
    users: new PostgresUserRepository(db, clock),
    ecommerce: new PostgresEcommerceRepository(db, clock),
    chat: new PostgresChatRepository(db, clock),
    invoices: new PostgresInvoiceRepository(db, clock),
    email: new PostgresEmailRepository(db, clock),
    todo: new PostgresTodoRepository(db, clock),
    calendar: new PostgresCalendarRepository(db, clock),
    datatables: new PostgresDatatableRepository(db, clock),
    permissions: new PostgresPermissionRepository(db, clock),
    search: new PostgresSearchRepository(db, clock),
    content: postgresContent(db, clock),
    notifications: new PostgresNotificationRepository(db, clock),
    sessions: new PostgresSessionRepository(db),
    twoStep: new PostgresTwoStepRepository(db),
    apiKeys: new PostgresApiKeyRepository(db),
    savedViews: new PostgresSavedViewRepository(db, clock),
    bulkJobs: new PostgresBulkJobRepository(db, clock),
    imports: new PostgresImportJobRepository(db, clock),
    mail: new PostgresMailRepository(db),
    audit: new PostgresAuditLog(db, clock),
  };
}
