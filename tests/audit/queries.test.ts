import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { persistedDocumentsPath } from '../../server/common/paths.js';
import type { AuditEventRecord } from '../../server/audit/models.js';
import { graphqlAs, injectAs, tokensFor, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';
import { adminWrite, auditLog, signedIn } from './support.js';

/**
 * Reading the log: filters on both faces, pages newest first, `read AuditLog`
 * needed, and filters of the wrong type refused naming them.
 */
const EVENTS = `query($subject: String, $recordId: ID, $actorId: ID, $action: AuditAction, $from: DateTime, $to: DateTime, $first: Int, $after: String) {
  auditEvents(subject: $subject, recordId: $recordId, actorId: $actorId, action: $action, from: $from, to: $to, first: $first, after: $after) {
    items { id at action subject recordId face actor { id fullName role } changes { field before after } undoable restoredById }
    nextCursor
  }
}`;

type Page = { items: (Omit<AuditEventRecord, 'id' | 'actor'> & { id: string; actor: { id: string } | null })[]; nextCursor: string | null };

describe.each(STORE_NAMES)('reading the audit log on the %s store', (name) => {
  const app = useApp({ config: appStoreConfig(name) });
  const log = auditLog(app);
  const rest = adminWrite(app);
  const gql = graphqlAs(app, 'admin');
  beforeEach(() => signedIn(app));

  const events = async (variables: Record<string, unknown>) => {
    const { data, errors } = await gql<{ auditEvents: Page }>(EVENTS, variables);
    expect(errors, JSON.stringify(errors)).toBeUndefined();
    return data!.auditEvents;
  };

  it('filters by subject, record, actor, action and time, newest first, both faces alike', async () => {
    const { invoice } = await rest<{ invoice: { id: number } }>('POST', '/apps/invoice/add-invoice', {
      clientId: 3, issuedDate: '2026-11-01', dueDate: '2026-11-30', service: 'Аудит', total: 10, balance: 0, invoiceStatus: 'Paid',
    });
    await rest('POST', '/apps/invoice/update-invoice', { id: invoice.id, clientId: 3, issuedDate: '2026-11-01', dueDate: '2026-11-30', service: 'Аудит', total: 20, balance: 0, invoiceStatus: 'Paid' });
    const ofRecord = await events({ subject: 'Invoice', recordId: String(invoice.id) });
    expect(ofRecord.items.map((e) => e.action)).toEqual(['update', 'create']);
    expect(Number(ofRecord.items[0].id)).toBeGreaterThan(Number(ofRecord.items[1].id));
    const viaRest = (await log.page(`subject=Invoice&recordId=${invoice.id}`)).items;
    expect(viaRest.map((e) => String(e.id))).toEqual(ofRecord.items.map((e) => e.id));
    expect(viaRest[0]).toMatchObject({ undo: 'revert', restoredBy: null, face: 'rest' });

    const updates = await events({ action: 'update', subject: 'Invoice', first: 5 });
    expect(updates.items.every((e) => e.action === 'update' && e.subject === 'Invoice')).toBe(true);
    const byAdmin = await events({ actorId: '1', first: 100 });
    expect(byAdmin.items.length).toBeGreaterThan(0);
    expect(byAdmin.items.every((e) => e.actor?.id === '1')).toBe(true);
    const byNobody = await events({ actorId: '999999' });
    expect(byNobody).toEqual({ items: [], nextCursor: null });

    const at = ofRecord.items[0].at;
    const upTo = await events({ subject: 'Invoice', recordId: String(invoice.id), to: at });
    expect(upTo.items.every((e) => e.at < at)).toBe(true);
    const since = await events({ subject: 'Invoice', recordId: String(invoice.id), from: at });
    expect(since.items.map((e) => e.action)).toContain('update');
    expect((await events({ from: '2000-01-01T00:00:00.000Z', to: '2000-01-02T00:00:00.000Z' })).items).toEqual([]);
  });

  it("the web client's query by hash answers before and after as JSON values, numbers and lists kept", async () => {
    const manifest = JSON.parse(readFileSync(persistedDocumentsPath, 'utf8')) as Record<string, string>;
    const [hash] = Object.entries(manifest).find(([, text]) => text.includes('query AuditEvents('))!;
    await rest('POST', '/apps/permissions/add-permission', { name: `Право ${process.pid} ${Date.now()}` });
    const { accessToken } = await tokensFor(app, 'admin');
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      payload: { variables: { subject: 'Permission', first: 1 }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } },
    });
    const [event] = res.json().data.auditEvents.items as { changes: { field: string; after: unknown }[] }[];
    expect(event.changes.find((c) => c.field === 'assignedTo')?.after).toEqual(['administrator']);
    const plain = (changes: { field: string; before: unknown; after: unknown }[]) => changes.map(({ field, before, after }) => ({ field, before, after }));
    expect(plain(res.json().data.auditEvents.items[0].changes)).toEqual((await events({ subject: 'Permission', first: 1 })).items[0].changes);
  });

  it('pages through every event with the cursor, without gaps or repeats', async () => {
    for (let i = 0; i < 5; i++) await rest('POST', '/apps/permissions/add-permission', { name: `Право ${process.pid} ${Date.now()} ${i}` });
    const all = await events({ subject: 'Permission', first: 100 });
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Page = await events({ subject: 'Permission', first: 2, ...(after ? { after } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((e) => e.id));
      after = page.nextCursor;
    } while (after);
    expect(seen).toEqual(all.items.map((e) => e.id));
    const restPage = (await log.page('subject=Permission&first=2')).nextCursor;
    expect((await log.page(`subject=Permission&first=2&after=${restPage}`)).items.map((e) => String(e.id))).toEqual(seen.slice(2, 4));
  });

  it.each([
    ['first', { first: 'many' }, '$first'],
    ['first', { first: 1.5 }, '$first'],
    ['first', { first: 0 }, 'first'],
    ['first', { first: 101 }, 'first'],
    ['subject', { subject: 'Mailbox' }, 'subject'],
    ['subject', { subject: 5 }, '$subject'],
    ['actorId', { actorId: 'anna' }, 'actorId'],
    ['action', { action: 'erase' }, '$action'],
    ['from', { from: 'yesterday' }, '$from'],
    ['to', { to: 20261101 }, '$to'],
    ['after', { after: 'not-a-cursor' }, 'after'],
    ['recordId', { recordId: '../etc' }, 'recordId'],
  ])('GraphQL refuses a wrong %s (%j) with BAD_USER_INPUT naming it', async (_field, variables, named) => {
    const { errors, data } = await gql(EVENTS, variables);
    expect(data ?? null).toBeNull();
    expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0].message).toContain(named);
  });

  it.each([
    ['first=many', 'first'],
    ['first=0', 'first'],
    ['subject=Mailbox', 'subject'],
    ['actorId=anna', 'actorId'],
    ['action=erase', 'action'],
    ['from=yesterday', 'from'],
    ['after=not-a-cursor', 'after'],
  ])('REST refuses ?%s with 400 naming %s', async (query, named) => {
    const res = await injectAs(app, 'admin')({ method: 'GET', url: `/api/audit-log?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(named);
  });

  it('prunes the events recorded before a time, and only those (AUDIT_RETENTION_DAYS)', async () => {
    await rest('POST', '/apps/permissions/add-permission', { name: `Право ${process.pid} ${Date.now()} срок` });
    expect(await app.repositories.audit.pruneBefore(new Date(Date.now() - 86_400_000))).toBe(0);
    expect((await events({ subject: 'Permission', first: 1 })).items).toHaveLength(1);
    expect(await app.repositories.audit.pruneBefore(new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    expect(await events({})).toEqual({ items: [], nextCursor: null });
  });

  it('needs read AuditLog: FORBIDDEN on GraphQL, 403 on REST, 401 anonymous', async () => {
    expect((await graphqlAs(app, 'client')(EVENTS, {})).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await graphqlAs(app)(EVENTS, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await injectAs(app, 'client')({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(401);
  });
});
