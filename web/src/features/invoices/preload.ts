import type { RouteTarget } from '../../lib/routing/types';
import { preloadChangeHistory } from '../../components/audit/preload-history';
import { preloadQuery } from '../../lib/apollo/preload';
import { readUrlState } from '../../lib/url-state';
import { InvoiceQuery } from './api/invoice-query';
import { InvoicesQuery } from './api/invoices-query';
import { INVOICE_LIST, invoicesVariables } from './invoice-list-state';

/** The routes' data, started with the navigation (its own chunk, loaded beside the page's). */
export function preloadInvoices({ searchParams }: RouteTarget): void {
  preloadQuery(InvoicesQuery, invoicesVariables(readUrlState(INVOICE_LIST, searchParams)));
}

export function preloadInvoice({ params }: RouteTarget): void {
  const id = params.id ?? '';
  preloadQuery(InvoiceQuery, { id });
  preloadChangeHistory('Invoice', id);
}
