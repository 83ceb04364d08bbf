import { auditOf, type AuditPlan } from '../audit/plan.js';
import { recordOf, withChangesUndone, type Undoer } from '../audit/restore.js';
import type { InvoiceRecord } from './models.js';
import type { InvoiceRepository, invoiceMethods } from './repository.js';

const invoice = auditOf('Invoice');

/** Every invoice write is audited (server/audit/). */
export const invoiceAudit: AuditPlan<InvoiceRepository, typeof invoiceMethods> = {
  add: invoice.create(),
  update: invoice.update(),
  remove: invoice.delete(),
  reinstate: invoice.reinstate(),
};

/** How an invoice event is undone, through the invoices' own rules. */
export function invoiceUndo(invoices: InvoiceRepository): Undoer {
  return {
    ability: 'Invoice',
    remove: (id) => invoices.remove(id),
    revert: async (id, changes, writer) => {
      const { clientId, issuedDate, dueDate, service, total, balance, invoiceStatus } = withChangesUndone(await invoices.get(id), changes);
      return invoices.update(id, { clientId, issuedDate, dueDate, service, total, balance, invoiceStatus }, writer);
    },
    reinstate: (record, writer) => invoices.reinstate(recordOf<InvoiceRecord>(record), writer),
  };
}
