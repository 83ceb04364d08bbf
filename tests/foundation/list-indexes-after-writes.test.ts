import { describe, expect, it } from 'vitest';
import { createSeed } from '../../seed/index.js';
import { SEED_EPOCH } from '../../seed/random.js';
import { EMAIL_FOLDERS, EMAIL_LABELS } from '../../server/email/models.js';
import { MemoryEmailRepository } from '../../server/email/memory-repository.js';
import type { EmailRepository } from '../../server/email/repository.js';
import { seedMailboxAccountId } from '../../server/email/rules.js';
import { INVOICE_SORT_COLUMNS, INVOICE_STATUSES } from '../../server/invoices/models.js';
import { MemoryInvoiceRepository } from '../../server/invoices/memory-repository.js';
import type { InvoiceRepository } from '../../server/invoices/repository.js';
import { MemoryPermissionRepository } from '../../server/permissions/memory-repository.js';
import type { PermissionRepository } from '../../server/permissions/repository.js';
import { TASK_FILTERS, TASK_SORTS, TASK_TAGS } from '../../server/todo/models.js';
import { MemoryTodoRepository } from '../../server/todo/memory-repository.js';
import type { TodoRepository } from '../../server/todo/repository.js';
import { USER_SORT_COLUMNS } from '../../server/users/models.js';
import { MemoryUserRepository } from '../../server/users/memory-repository.js';
import type { UserRepository } from '../../server/users/repository.js';
import { useApp } from '../helper.js';
import { PERMISSION_ROLES } from '../../server/access/roles.js';

/**
 * List calls read sort orders, folded search text and flag bits that writes keep up to date.
 * After writes, every list call must answer exactly what a repository built afresh from the same rows
 * answers (its orders sorted from scratch, its text folded anew), and the written rows must show up,
 * move or go as the rules say.
 */
const ROWS = 1_500;
const app = useApp({ config: { seedRows: ROWS } });
const clock = () => SEED_EPOCH;

function answers<R>(repository: R, queries: ((r: R) => unknown)[]): Promise<string[]> {
  return Promise.all(queries.map(async (query) => JSON.stringify(await query(repository))));
}

describe('maintained list indexes answer like freshly built ones after writes', () => {
  it('listed users: add and delete keep every order and the search', async () => {
    const users = app.repositories.users;
    const queries = [
      ...USER_SORT_COLUMNS.flatMap((sortColumn) =>
        (['asc', 'desc'] as const).map((sort) => (r: UserRepository) => r.list({ sortColumn, sort, perPage: 100, page: 2 })),
      ),
      (r: UserRepository) => r.list({ q: 'zzyzx', perPage: 100 }),
      (r: UserRepository) => r.list({ q: 'ан', role: 'admin', sortColumn: 'email', perPage: 100 }),
    ];
    await answers(users, queries); // every order is built before the writes
    const added = await users.add({ fullName: 'Аарон Zzyzx', username: 'zzyzx', email: 'zzyzx@example.com', role: 'admin', currentPlan: 'team' });
    await users.add({ fullName: 'Яна Zzyzx-Вторая', username: 'zzyzx2', email: 'zzyzx2@example.com', role: 'editor', currentPlan: 'basic' });
    const gone = (await users.list({ sortColumn: 'fullName', perPage: 5, page: 3 })).users[2];
    await users.delete(gone.id);

    expect(await answers(users, queries)).toEqual(await answers(new MemoryUserRepository(await users.all(), clock), queries));
    expect((await users.list({ q: 'ZZYZX' })).users.map((u) => u.username)).toEqual(['zzyzx', 'zzyzx2']);
    expect((await users.list({ sortColumn: 'id', sort: 'desc', perPage: 2 })).users[1].id).toBe(added.id);
    expect((await users.list({ q: gone.email })).total).toBe(0);
  });

  it('invoices: add, update and remove keep every order, the status filter and the search', async () => {
    const invoices = app.repositories.invoices;
    const seed = createSeed().invoices;
    const queries = [
      ...INVOICE_SORT_COLUMNS.flatMap((sortColumn) =>
        (['asc', 'desc'] as const).map((sort) => (r: InvoiceRepository) => r.list({ sortColumn, sort, perPage: 50, page: 3 })),
      ),
      ...INVOICE_STATUSES.map((status) => (r: InvoiceRepository) => r.list({ status, sortColumn: 'total', perPage: 100 })),
      (r: InvoiceRepository) => r.list({ q: 'paid', sortColumn: 'dueDate', perPage: 100 }),
      (r: InvoiceRepository) => r.list({ q: '987654', perPage: 100 }),
    ];
    await answers(invoices, queries); // every order is built before the writes
    const first = (await invoices.list({ sortColumn: 'id', sort: 'asc', perPage: 3 })).items;
    const input = { clientId: first[0].clientId, issuedDate: '2026-01-05', dueDate: '2026-02-05', service: 'Аудит', balance: 0, invoiceStatus: 'Paid' as const };
    const added = await invoices.add({ ...input, total: 987_654 });
    await invoices.update(first[1].id, { ...input, total: 1, balance: 1, invoiceStatus: 'Past Due' });
    await invoices.remove(first[2].id);

    const rebuilt = new MemoryInvoiceRepository({ ...seed, invoices: await invoices.all() }, clock);
    expect(await answers(invoices, queries)).toEqual(await answers(rebuilt, queries));
    expect((await invoices.list({ q: '987654' })).items.map((i) => i.id)).toEqual([added.id]);
    expect((await invoices.list({ sortColumn: 'total', sort: 'asc', perPage: 1 })).items[0].id).toBe(first[1].id);
    expect((await invoices.list({ sortColumn: 'id', sort: 'asc', perPage: 3 })).items.map((i) => i.id)).not.toContain(first[2].id);
  });

  it('tasks: add, update and soft delete keep every order, filter, tag and the search', async () => {
    const todo = app.repositories.todo;
    const queries = [
      ...TASK_SORTS.map((sortBy) => (r: TodoRepository) => r.list({ sortBy })),
      ...TASK_FILTERS.map((filter) => (r: TodoRepository) => r.list({ filter, sortBy: 'due-date' })),
      ...TASK_TAGS.map((tag) => (r: TodoRepository) => r.list({ tag, sortBy: 'assignee' })),
      (r: TodoRepository) => r.list({ q: 'квазар' }),
      (r: TodoRepository) => r.list({ q: 'отчёт', filter: 'important', tag: 'high' }),
    ];
    await answers(todo, queries); // every order is built before the writes
    const added = await todo.add({ title: 'Квазар: отчёт', dueDate: '2026-12-05', tags: ['high'], isImportant: true });
    const [a, b] = await todo.list({ sortBy: 'title-asc' });
    await todo.update(a.id, { title: 'Ящик квазара', tags: ['team'], isCompleted: true, dueDate: '2020-01-01' });
    await todo.remove(b.id);

    const all = [...(await todo.list({})), ...(await todo.list({ filter: 'deleted' }))];
    const rebuilt = new MemoryTodoRepository({ team: await todo.members(), tasks: all }, clock);
    expect(await answers(todo, queries)).toEqual(await answers(rebuilt, queries));
    expect((await todo.list({ q: 'квазар' })).map((t) => t.id).sort()).toEqual([a.id, added.id].sort());
    expect((await todo.list({ tag: 'high', filter: 'important' })).map((t) => t.id)).toContain(added.id);
    expect((await todo.list({ sortBy: 'due-date', filter: 'completed' }))[0].id).toBe(a.id);
    expect((await todo.list({})).map((t) => t.id)).not.toContain(b.id);
    expect((await todo.list({ filter: 'deleted' })).map((t) => t.id)).toContain(b.id);
  });

  it('e-mails: compose, flag, move and label changes keep every folder, label and the search', async () => {
    const email = app.repositories.email;
    const seed = createSeed();
    const owner = seedMailboxAccountId(seed.accounts, seed.email);
    const views = [...EMAIL_FOLDERS, 'starred'] as const;
    const queries = [
      ...views.map((folder) => (r: EmailRepository) => r.list(owner, { folder })),
      ...EMAIL_LABELS.map((label) => (r: EmailRepository) => r.list(owner, { label })),
      (r: EmailRepository) => r.list(owner, { q: 'квазар', folder: 'sent' }),
    ];
    await answers(email, queries); // every order is built before the writes
    const composed = await email.compose(owner, { to: ['someone@example.com'], subject: 'Квазар в отчёте', message: 'Текст' }, 'sent', seed.email.owner);
    const [first, second, third] = await email.list(owner, { folder: 'inbox' });
    await email.update(owner, [first.id], { folder: 'trash' });
    await email.update(owner, [second.id, composed.id], { isStarred: true });
    const hadCompany = third.labels.includes('company');
    await email.toggleLabel(owner, [third.id], 'company');

    const all = (await Promise.all(EMAIL_FOLDERS.map((folder) => email.list(owner, { folder })))).flat();
    const rebuilt = new MemoryEmailRepository({ owner: seed.email.owner, emails: all }, owner, clock);
    expect(await answers(email, queries)).toEqual(await answers(rebuilt, queries));
    const ids = async (query: Parameters<EmailRepository['list']>[1]) => (await email.list(owner, query)).map((e) => e.id);
    expect(await ids({ folder: 'inbox' })).not.toContain(first.id);
    expect(await ids({ folder: 'trash' })).toContain(first.id);
    expect(await ids({ folder: 'starred' })).toEqual(expect.arrayContaining([second.id, composed.id]));
    expect((await ids({ label: 'company' })).includes(third.id)).toBe(!hadCompany);
    expect(await ids({ q: 'КВАЗАР', folder: 'sent' })).toEqual([composed.id]);
  });

  it('permissions: add, rename and delete keep the search and the role filter', async () => {
    const permissions = app.repositories.permissions;
    const queries = [
      (r: PermissionRepository) => r.list({ perPage: 100, page: 2 }),
      (r: PermissionRepository) => r.list({ q: 'квазар', perPage: 100 }),
      ...PERMISSION_ROLES.map((assignedTo) => (r: PermissionRepository) => r.list({ assignedTo, q: 'у', perPage: 100 })),
    ];
    await answers(permissions, queries);
    const added = await permissions.add({ name: 'Квазар: выгрузка' });
    const [renamed, deleted] = (await permissions.list({ perPage: 3, page: 4 })).permissions;
    const oldName = renamed.name;
    await permissions.update(renamed.id, { name: 'Квазар: отчёты' });
    await permissions.delete(deleted.id);

    expect(await answers(permissions, queries)).toEqual(await answers(new MemoryPermissionRepository(await permissions.all(), clock), queries));
    expect((await permissions.list({ q: 'КВАЗАР' })).permissions.map((p) => p.id)).toEqual([added.id, renamed.id]);
    expect((await permissions.list({ q: oldName })).permissions.map((p) => p.id)).not.toContain(renamed.id);
    expect((await permissions.list({ q: deleted.name, perPage: 100 })).permissions.map((p) => p.id)).not.toContain(deleted.id);
  });
});
