import { describe, expect, it } from 'vitest';
import { DEMO } from '../helper.js';
import { requester, subscribe, subscribed, useLiveServer } from '../live/support.js';

/** auditEventAdded: every event as it is recorded, to those who may read the log. */
const SUBSCRIPTION = 'subscription { auditEventAdded { id action subject recordId face actor { id fullName } changes { field before after } undoable } }';

describe('auditEventAdded', () => {
  const live = useLiveServer();

  it('delivers each event live to the admin, once; a client-role socket is refused', async () => {
    const adminToken = await live.token(DEMO.admin.email, DEMO.admin.password);
    const clientToken = await live.token(DEMO.client.email, DEMO.client.password);
    const admin = live.open(adminToken);
    const client = live.open(clientToken);
    const feed = subscribe(admin.client, SUBSCRIPTION);
    const refused = subscribe(client.client, SUBSCRIPTION);
    expect((await refused.next()).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    await subscribed(live.app, 'audit');

    const { graphql } = requester(live.app, adminToken);
    const added = await graphql<{ addPermission: { id: string } }>('mutation { addPermission(name: "Экспорт в 1С") { id } }');
    const { data } = await feed.next();
    expect(data?.auditEventAdded).toMatchObject({
      action: 'create',
      subject: 'Permission',
      recordId: added.data?.addPermission.id,
      face: 'graphql',
      actor: { id: '1', fullName: 'Анна Смирнова' },
      undoable: true,
    });
    expect(await feed.collect(200)).toEqual([]);
  });

  it('a restore is an event of its own, and the record it brings back is announced to its list feed', async () => {
    const adminToken = await live.token(DEMO.admin.email, DEMO.admin.password);
    const socket = live.open(adminToken);
    const feed = subscribe(socket.client, SUBSCRIPTION);
    const invoices = subscribe(socket.client, 'subscription { invoiceChanged { change invoice { id } } }');
    await subscribed(live.app, 'audit');
    await subscribed(live.app, 'invoice');
    const { graphql } = requester(live.app, adminToken);
    await graphql('mutation { deleteInvoice(id: "4964") { id } }');
    const deleted = (await feed.next()).data?.auditEventAdded as { id: string };
    expect((await invoices.next()).data).toEqual({ invoiceChanged: { change: 'DELETED', invoice: { id: '4964' } } });
    await graphql(`mutation { restoreAuditEvent(id: "${deleted.id}") { id } }`);
    expect((await feed.next()).data?.auditEventAdded).toMatchObject({ action: 'restore', subject: 'Invoice', recordId: '4964' });
    expect((await invoices.next()).data).toEqual({ invoiceChanged: { change: 'CREATED', invoice: { id: '4964' } } });
  });
});
