import type { InvoiceFieldsFragment, InvoiceInput } from '../../../__generated__/graphql';

/** The update mutation takes the whole invoice: this is the saved invoice as an input, to change a field of. */
export function toInputOf(invoice: InvoiceFieldsFragment): InvoiceInput {
  return {
    clientId: String(invoice.client.id),
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    service: invoice.service,
    total: invoice.total,
    balance: invoice.balance,
    invoiceStatus: invoice.invoiceStatus,
  };
}
