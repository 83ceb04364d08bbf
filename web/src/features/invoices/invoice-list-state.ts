import type { InvoiceSortColumn } from '../../__generated__/graphql';
import { oneOf, page, sortOf, text, type UrlListState, type UrlStateOf } from '../../lib/url-state';
import { INVOICE_SORT_COLUMNS, INVOICE_STATUSES } from './api/invoice-rules';

/** `/apps/invoice/list?q=&status=Paid&sort=total.asc&page=2`; without a sort, the server's newest first. */
export const INVOICE_LIST = {
  q: text('q'),
  status: oneOf('status', INVOICE_STATUSES),
  sort: sortOf<InvoiceSortColumn>(INVOICE_SORT_COLUMNS, { column: 'id', direction: 'desc' }),
  page: page(),
};

export type InvoiceList = UrlListState<UrlStateOf<typeof INVOICE_LIST>>;
