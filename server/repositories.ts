import type { Seed } from '../seed/index.js';
import { AccountRepository } from './auth/repository.js';
import { CalendarRepository } from './calendar/repository.js';
import { ChatRepository } from './chat/repository.js';
import { ContentRepository } from './content/repository.js';
import { DatatableRepository } from './datatables/repository.js';
import { EcommerceRepository } from './ecommerce/repository.js';
import { EmailRepository } from './email/repository.js';
import { InvoiceRepository } from './invoices/repository.js';
import { PermissionRepository } from './permissions/repository.js';
import { SearchRepository } from './search/repository.js';
import { TodoRepository } from './todo/repository.js';
import { UserRepository } from './users/repository.js';

/** The current time, injectable so tests can pin "today" (cart shipping dates, new records). */
export type Clock = () => Date;

/** One repository per domain, each the single owner of its state, built from this app's own seed. */
export function createRepositories(seed: Seed, clock: Clock) {
  return {
    accounts: new AccountRepository(seed.accounts),
    users: new UserRepository(seed.users, clock),
    ecommerce: new EcommerceRepository(seed.ecommerce, clock),
    chat: new ChatRepository(seed.chat, clock),
    invoices: new InvoiceRepository(seed.invoices, clock),
    email: new EmailRepository(seed.email, clock),
    todo: new TodoRepository(seed.todo, clock),
    calendar: new CalendarRepository(seed.calendar, clock),
    datatables: new DatatableRepository(seed.datatables, clock),
    permissions: new PermissionRepository(seed.permissions, clock),
    search: new SearchRepository(seed.search, clock),
    content: new ContentRepository(seed.content, clock),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
