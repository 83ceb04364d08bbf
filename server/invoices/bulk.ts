import { checkedSelection, selectedIds, type Selection } from '../bulk-jobs/rules.js';
import { startListJob } from '../bulk-jobs/start.js';
import { oneByOne } from '../bulk-jobs/runner.js';
import type { BulkJobRecord } from '../bulk-jobs/models.js';
import type { JobKind } from '../bulk-jobs/kinds.js';
import { MAX_PER_PAGE } from '../common/schemas.js';
import type { WriteContext } from '../common/record-versions.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { InvoiceQuery } from './models.js';

/** The list's filter of a selection: what `invoices` filters by, nothing of its order or paging. */
export type InvoiceFilter = Pick<InvoiceQuery, 'q' | 'status'>;

/** Every id the invoice list's own filter (`InvoiceRepository.list`) matches, page by page in id order. */
async function matchingInvoices(ctx: GraphQLContext, filter: InvoiceFilter): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { items } = await ctx.repositories.invoices.list({ ...filter, sortColumn: 'id', sort: 'asc', page, perPage: MAX_PER_PAGE });
    ids.push(...items.map((invoice) => invoice.id));
    if (items.length < MAX_PER_PAGE) return ids;
  }
}

const selectedInvoices = (ctx: GraphQLContext, selection: Selection<InvoiceFilter>) =>
  selectedIds(checkedSelection(selection), (filter) => matchingInvoices(ctx, filter));

export const markInvoicesSent: JobKind<WriteContext> = {
  name: 'invoices.markSent',
  action: 'update',
  subject: 'Invoice',
  apply: ({ invoices }, writer) =>
    oneByOne(async (id) => {
      const { clientId, issuedDate, dueDate, service, total, balance, invoiceStatus } = await invoices.get(id);
      // Already sent: nothing to write (nor to undo).
      if (invoiceStatus === 'Sent') return;
      await invoices.update(id, { clientId, issuedDate, dueDate, service, total, balance, invoiceStatus: 'Sent' }, writer);
    }),
};

export const deleteInvoices: JobKind<null> = {
  name: 'invoices.delete',
  action: 'delete',
  subject: 'Invoice',
  apply: ({ invoices }) =>
    oneByOne(async (id) => {
      await invoices.remove(id);
    }),
};

export function bulkMarkInvoicesSent(ctx: GraphQLContext, selection: Selection<InvoiceFilter>, writer: WriteContext): Promise<BulkJobRecord> {
  return startListJob(ctx, { kind: markInvoicesSent, params: writer, select: () => selectedInvoices(ctx, selection) });
}

export function bulkDeleteInvoices(ctx: GraphQLContext, selection: Selection<InvoiceFilter>): Promise<BulkJobRecord> {
  return startListJob(ctx, { kind: deleteInvoices, params: null, select: () => selectedInvoices(ctx, selection) });
}
