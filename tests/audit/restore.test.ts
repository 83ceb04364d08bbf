import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEventRecord } from '../../server/audit/models.js';
import { NotFoundError } from '../../server/common/errors.js';
import { extensionsOf, graphqlAs, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';
import { ADMIN_ACTOR, adminWrite, auditLog, signedIn } from './support.js';

/**
 * restoreAuditEvent: every kind of audited record × create / update / delete, through
 * the repository that owns it, and the CONFLICT cases that keep an undo from overwriting newer work.
 */
const INVOICE = { clientId: 3, issuedDate: '2026-11-01', dueDate: '2026-11-30', service: 'Аудит договора', total: 1200, balance: 200, invoiceStatus: 'Sent' };
const TASK = { title: 'Позвонить клиенту', dueDate: '2026-12-01T09:00:00.000Z', tags: ['team'], isCompleted: false, isImportant: false };
const EVENT = { title: 'Встреча', start: '2026-12-02T10:00:00.000Z', end: '2026-12-02T11:00:00.000Z', allDay: false, extendedProps: { calendar: 'Business', guests: ['Анна'], location: 'Офис', description: 'Договор' } };
const BLOG_EDIT = { title: 'Ритуалы команды', categories: ['team'], status: 'Published', excerpt: 'Коротко.', featuredImage: '/images/blog/2.svg' };
const STAMP = ['version', 'updatedBy', 'updatedAt'];

let serial = 0;
const unique = (text: string) => `${text}-${process.pid}-${++serial}`;

/** A record without its version stamp: what a restore must bring back. */
function fields(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !STAMP.includes(key)));
}

const RESTORE = `mutation($id: ID!) {
  restoreAuditEvent(id: $id) { id action subject recordId face actor { id fullName role } changes { field before after } undoable restores { id undoable restoredById } }
}`;

interface Kind {
  subject: AuditEventRecord['subject'];
  create?: () => Promise<number>;
  /** The record as its repository reads it (throws NotFoundError when gone). */
  read: (id: number) => Promise<object>;
  update?: (id: number) => Promise<unknown>;
  delete?: (id: number) => Promise<unknown>;
  /** What an undone create leaves: gone (default), or the record flagged deleted. */
  removed?: (record: object) => void;
}

describe.each(STORE_NAMES)('restoring audit events on the %s store', (name) => {
  const app = useApp({ config: appStoreConfig(name) });
  const log = auditLog(app);
  const rest = adminWrite(app);
  const gql = graphqlAs(app, 'admin');
  beforeEach(() => signedIn(app));

  const restore = async (id: number) => gql<{ restoreAuditEvent: AuditEventRecord & { undoable: boolean; restores: { id: string; undoable: boolean; restoredById: string } } }>(RESTORE, { id: String(id) });
  /** The one event a write recorded. */
  const recorded = async (write: () => Promise<unknown>): Promise<AuditEventRecord> => {
    const mark = await log.mark();
    await write();
    const events = (await log.since(mark)).filter((e) => e.action !== 'sign_in');
    expect(events).toHaveLength(1);
    return events[0];
  };

  const kinds: Kind[] = [
    {
      subject: 'User',
      create: async () => {
        const tag = unique('u');
        return (await rest<{ user: { id: number } }>('POST', '/apps/users/add-user', { fullName: 'Ирина Зуева', username: tag, email: `${tag}@example.ru`, role: 'editor', currentPlan: 'team' })).user.id;
      },
      read: (id) => app.repositories.users.findById(id),
      delete: (id) => rest('DELETE', `/apps/users/delete?id=${id}`),
    },
    {
      subject: 'Invoice',
      create: async () => (await rest<{ invoice: { id: number } }>('POST', '/apps/invoice/add-invoice', INVOICE)).invoice.id,
      read: (id) => app.repositories.invoices.get(id),
      update: (id) => rest('POST', '/apps/invoice/update-invoice', { ...INVOICE, id, service: 'Аудит', total: 1500 }),
      delete: (id) => rest('DELETE', `/apps/invoice/delete?id=${id}`),
    },
    {
      subject: 'Task',
      create: async () => (await rest<{ task: { id: number } }>('POST', '/apps/todo/add-tasks', { task: TASK })).task.id,
      read: (id) => app.repositories.todo.find(id),
      update: (id) => rest('POST', '/apps/todo/update-task', { task: { id, title: 'Перезвонить', isImportant: true, tags: ['high'] } }),
      delete: (id) => rest('DELETE', `/apps/todo/delete-task?taskId=${id}`),
      removed: (task) => expect(task).toMatchObject({ isDeleted: true }),
    },
    {
      subject: 'Event',
      create: async () => (await rest<{ id: number }>('POST', '/apps/calendar/add-event', { event: EVENT })).id,
      read: (id) => app.repositories.calendar.find(id),
      update: (id) => rest('POST', '/apps/calendar/update-event', { event: { id, title: 'Перенесено', extendedProps: { location: 'Зал', guests: ['Олег'] } } }),
      delete: (id) => rest('DELETE', `/apps/calendar/remove-event?id=${id}`),
    },
    {
      subject: 'Permission',
      create: async () => (await rest<{ permission: { id: number } }>('POST', '/apps/permissions/add-permission', { name: unique('Экспорт') })).permission.id,
      read: (id) => app.repositories.permissions.findById(id),
      update: (id) => rest('POST', '/apps/permissions/update-permission', { id, name: unique('Отчёты') }),
      delete: (id) => rest('DELETE', `/apps/permissions/delete?id=${id}`),
    },
    {
      subject: 'BlogPost',
      read: (id) => app.repositories.content.blog.get(id),
      update: (id) => graphqlAs(app, 'admin')('mutation($i: BlogPostInput!) { updateBlogPost(id: "' + id + '", input: $i) { id } }', { i: { ...BLOG_EDIT, slug: unique('rituals').replace(/[^a-z0-9-]/g, '') } }),
    },
  ];

  const gone = async (kind: Kind, id: number) => {
    if (kind.removed) return kind.removed(await kind.read(id));
    await expect(kind.read(id)).rejects.toBeInstanceOf(NotFoundError);
  };

  const creatable = kinds.filter((kind) => kind.create);
  const updatable = kinds.filter((kind) => kind.update);
  const deletable = kinds.filter((kind) => kind.delete);

  it.each(creatable.map((kind) => [kind.subject, kind] as const))('undoing the create of a %s removes it; the restore is an event of its own', async (_subject, kind) => {
    const created = await recorded(async () => kind.create!());
    const id = Number(created.recordId);
    const { data, errors } = await restore(created.id);
    expect(errors).toBeUndefined();
    const event = data!.restoreAuditEvent;
    expect(event).toMatchObject({ action: 'restore', subject: kind.subject, recordId: String(id), face: 'graphql', actor: { ...ADMIN_ACTOR, id: String(ADMIN_ACTOR.id) }, undoable: false });
    expect(event.restores).toEqual({ id: String(created.id), undoable: false, restoredById: String(event.id) });
    await gone(kind, id);
    expect((await log.page(`subject=${kind.subject}&recordId=${id}&action=restore`)).items.map((e) => e.id)).toEqual([Number(event.id)]);
  });

  it.each(updatable.map((kind) => [kind.subject, kind] as const))('undoing an update of a %s puts the changed fields back', async (_subject, kind) => {
    const id = kind.create ? await kind.create() : 2;
    const before = fields(await kind.read(id));
    const updated = await recorded(() => kind.update!(id));
    expect(updated.changes.length).toBeGreaterThan(0);
    const { data, errors } = await restore(updated.id);
    expect(errors).toBeUndefined();
    expect(fields(await kind.read(id))).toEqual(before);
    const undone = data!.restoreAuditEvent.changes;
    expect(undone.map((c) => c.field).sort()).toEqual(updated.changes.map((c) => c.field).sort());
    for (const change of undone) expect(change).toEqual({ field: change.field, before: updated.changes.find((c) => c.field === change.field)!.after, after: updated.changes.find((c) => c.field === change.field)!.before });
  });

  it.each(deletable.map((kind) => [kind.subject, kind] as const))('undoing the delete of a %s brings it back with its id and fields', async (_subject, kind) => {
    const id = await kind.create!();
    const before = fields(await kind.read(id));
    const deleted = await recorded(() => kind.delete!(id));
    const { errors } = await restore(deleted.id);
    expect(errors).toBeUndefined();
    expect(fields(await kind.read(id))).toEqual(before);
  });

  it('a restored permission stands where it stood in the list', async () => {
    const ids = (await app.repositories.permissions.all()).map((p) => p.id);
    const middle = ids[Math.floor(ids.length / 2)];
    const deleted = await recorded(() => rest('DELETE', `/apps/permissions/delete?id=${middle}`));
    expect((await restore(deleted.id)).errors).toBeUndefined();
    expect((await app.repositories.permissions.all()).map((p) => p.id)).toEqual(ids);
  });

  it('an event whose record changed since is refused with CONFLICT naming who and when; nothing changes', async () => {
    const id = await kinds[1].create!();
    const first = await recorded(() => rest('POST', '/apps/invoice/update-invoice', { ...INVOICE, id, total: 1500 }));
    const second = await recorded(() => rest('POST', '/apps/invoice/update-invoice', { ...INVOICE, id, total: 1700 }));
    const { errors } = await restore(first.id);
    expect(extensionsOf(errors?.[0])).toEqual({ code: 'CONFLICT', changedBy: ADMIN_ACTOR.fullName, changedAt: second.at });
    expect(errors?.[0].message).toContain('Анна Смирнова');
    expect(await app.repositories.invoices.get(id)).toMatchObject({ total: 1700 });
    // The newer one may be undone, once.
    expect((await restore(second.id)).errors).toBeUndefined();
    expect(await app.repositories.invoices.get(id)).toMatchObject({ total: 1500 });
    const again = await restore(second.id);
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0].message).toMatch(/undone already/);
  });

  it('a deleted record whose id was taken since cannot come back', async () => {
    const id = await kinds[1].create!();
    const deleted = await recorded(() => rest('DELETE', `/apps/invoice/delete?id=${id}`));
    // Ids are the maximum plus one: the next invoice takes the deleted one's id.
    expect(await kinds[1].create!()).toBe(id);
    expect((await restore(deleted.id)).errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('restores of one event at once: exactly one wins, the others are CONFLICT', async () => {
    const id = await kinds[1].create!();
    const updated = await recorded(() => rest('POST', '/apps/invoice/update-invoice', { ...INVOICE, id, total: 1500 }));
    const answers = await Promise.all(Array.from({ length: 6 }, () => restore(updated.id)));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.filter((a) => a.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(5);
    expect(await app.repositories.invoices.get(id)).toMatchObject({ total: 1200, version: 3 });
    expect(await log.since(updated.id, `subject=Invoice&recordId=${id}`)).toHaveLength(1);
  });

  it('refuses without the reverse ability (FORBIDDEN), unknown ids (NOT_FOUND), bad ids and events that cannot be undone (BAD_USER_INPUT)', async () => {
    const id = await kinds[1].create!();
    const deleted = await recorded(() => rest('DELETE', `/apps/invoice/delete?id=${id}`));
    expect((await graphqlAs(app, 'client')(RESTORE, { id: String(deleted.id) })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await restore(987_654)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(RESTORE, { id: 'abc' })).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringContaining('id') });
    const [signIn] = (await log.page('action=sign_in&first=1')).items;
    expect((await restore(signIn.id)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await expect(app.repositories.invoices.get(id)).rejects.toBeInstanceOf(NotFoundError);
    const restored = (await restore(deleted.id)).data!.restoreAuditEvent;
    expect((await restore(Number(restored.id))).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
