import type { InvoiceSortColumn, InvoicesQueryVariables } from '../../__generated__/graphql';
import { oneOf, page, sortOf, text, type UrlListState, type UrlStateOf } from '../../lib/url-state';
import { INVOICE_SORT_COLUMNS, INVOICE_STATUSES, INVOICES_PER_PAGE } from './api/invoice-rules';

/** `/apps/invoice/list?q=&status=Paid&sort=total.asc&page=2`; without a sort, the server's newest first. */
export const INVOICE_LIST = {
  q: text('q'),
  status: oneOf('status', INVOICE_STATUSES),
  sort: sortOf<InvoiceSortColumn>(INVOICE_SORT_COLUMNS, { column: 'id', direction: 'desc' }),
  page: page(),
};

export type InvoiceList = UrlListState<UrlStateOf<typeof INVOICE_LIST>>;

/** What the list asks for the URL's state: the page and its route's data preload ask the same. */
export function invoicesVariables(params: UrlStateOf<typeof INVOICE_LIST>): InvoicesQueryVariables {
  return { q: params.q, status: params.status, sortColumn: params.sort.column, sort: params.sort.direction, page: params.page, perPage: INVOICES_PER_PAGE };
}
