import { describe, expect, it } from 'vitest';
import { graphqlAs, graphqlDataAs, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';
import { untilEnded } from './support.js';

interface Job {
  id: string;
  status: string;
  total: number;
  done: number;
  failed: number;
  batchId: string;
}
interface Invoice {
  id: string;
  invoiceStatus: string;
}

const JOB = 'id status total done failed batchId';
const INVOICES = 'query($status: InvoiceStatus, $page: PositiveInt) { invoices(status: $status, perPage: 100, page: $page) { total items { id invoiceStatus } } }';

describe.each(STORE_NAMES)('bulk changes of invoices on the %s store', (store) => {
  const app = useApp({ config: appStoreConfig(store) });
  const data = graphqlDataAs(app, 'admin');
  const list = async (status?: string) => (await data<{ invoices: { total: number; items: Invoice[] } }>(INVOICES, { status })).invoices;
  const ended = (job: Job): Promise<Job> =>
    untilEnded(async () => (await data<{ bulkJob: Job }>(`query($id: ID!) { bulkJob(id: $id) { ${JOB} } }`, { id: job.id })).bulkJob);

  it('marks every Draft invoice but one Sent through the list’s filter, and undoes the batch', async () => {
    const drafts = await list('Draft');
    expect(drafts.total).toBeGreaterThan(1);
    const [kept, ...rest] = drafts.items;
    const job = await ended((await data<{ bulkMarkInvoicesSent: Job }>(`mutation($selection: InvoiceSelection!) { bulkMarkInvoicesSent(selection: $selection) { ${JOB} } }`, { selection: { matching: { status: 'Draft' }, exceptIds: [kept.id] } })).bulkMarkInvoicesSent);
    expect(job).toMatchObject({ status: 'completed', total: drafts.total - 1, done: drafts.total - 1, failed: 0 });
    expect((await list('Draft')).items.map((i) => i.id)).toEqual([kept.id]);
    const undo = await ended((await data<{ restoreAuditBatch: Job }>(`mutation($batchId: ID!) { restoreAuditBatch(batchId: $batchId) { ${JOB} } }`, { batchId: job.batchId })).restoreAuditBatch);
    expect(undo).toMatchObject({ status: 'completed', done: rest.length, failed: 0 });
    expect((await list('Draft')).items.map((i) => i.id).sort()).toEqual(drafts.items.map((i) => i.id).sort());
  });

  it('deletes picked invoices; both ids and matching is refused naming the selection; a role that may not is refused', async () => {
    const res = await graphqlAs(app, 'admin')('mutation { bulkDeleteInvoices(selection: { ids: ["1"], matching: { q: "x" } }) { id } }');
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'selection' } });
    expect((await graphqlAs(app, 'support')('mutation { bulkDeleteInvoices(selection: { ids: ["1"] }) { id } }')).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const picked = (await list()).items.slice(0, 2).map((i) => i.id);
    const job = await ended((await data<{ bulkDeleteInvoices: Job }>(`mutation($selection: InvoiceSelection!) { bulkDeleteInvoices(selection: $selection) { ${JOB} } }`, { selection: { ids: picked } })).bulkDeleteInvoices);
    expect(job).toMatchObject({ status: 'completed', done: 2 });
    const left = (await list()).items.map((i) => i.id);
    for (const id of picked) expect(left).not.toContain(id);
  });
});
