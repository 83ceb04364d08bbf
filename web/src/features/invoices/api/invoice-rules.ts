import type { InvoiceFieldsFragment, InvoiceSortColumn, InvoiceStatus, SortDirection } from '../../../__generated__/graphql';

export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial_Payment', 'Past_Due'];
export const INVOICE_SORT_COLUMNS: readonly InvoiceSortColumn[] = [
  'id', 'issuedDate', 'dueDate', 'service', 'total', 'balance', 'invoiceStatus',
  'client_name', 'client_companyEmail', 'client_company', 'client_country',
];
export const DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];
/** Spec section 9: invoices are paged by 10. */
export const INVOICES_PER_PAGE = 10;

/** The arguments of a cached or requested `invoices(...)` read. */
export interface InvoiceListArgs {
  q?: string | null;
  status?: InvoiceStatus | null;
  sortColumn?: InvoiceSortColumn | null;
  sort?: SortDirection | null;
  page?: number | null;
  perPage?: number | null;
}

/** The legacy money text the server searches in (server/invoices/models.ts formatBalance). */
function balanceText(balance: number): string {
  if (balance === 0) return '0';
  const amount = Math.abs(balance);
  return `${balance < 0 ? '-' : ''}$${Number.isInteger(amount) ? String(amount) : amount.toFixed(2)}`;
}

/**
 * The server's filter, repeated so cache updates know which cached lists an invoice belongs to:
 * q is a case-insensitive substring of the client's e-mail or name, the id, total, balance text or
 * due date, and settled invoices also answer to 'paid' (spec section 9); status must be equal.
 */
export function matchesInvoice(invoice: InvoiceFieldsFragment, args: InvoiceListArgs): boolean {
  if (args.status && args.status !== invoice.invoiceStatus) return false;
  const q = (args.q ?? '').toLowerCase();
  if (q === '') return true;
  const fields = [invoice.client.companyEmail, invoice.client.name, String(invoice.id), String(invoice.total), balanceText(invoice.balance), invoice.dueDate];
  if (invoice.balance === 0) fields.push('paid');
  return fields.some((field) => field.toLowerCase().includes(q));
}

/** The value an invoice is ordered by under `column`, as the server compares it. */
export function sortValue(invoice: InvoiceFieldsFragment, column: InvoiceSortColumn): string | number {
  switch (column) {
    case 'id':
      return Number(invoice.id);
    case 'client_name':
      return invoice.client.name;
    case 'client_companyEmail':
      return invoice.client.companyEmail;
    case 'client_company':
      return invoice.client.company;
    case 'client_country':
      return invoice.client.country;
    default:
      return invoice[column];
  }
}
