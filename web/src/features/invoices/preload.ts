import type { RouteTarget } from '../../app/routing/preload-route';
import { preloadQuery } from '../../lib/apollo/preload';
import { readUrlState } from '../../lib/url-state';
import { InvoicesQuery } from './api/invoices-query';
import { INVOICE_LIST, invoicesVariables } from './invoice-list-state';

/** The route's data, started with the navigation (its own chunk, loaded beside the page's). */
export function preloadInvoices({ searchParams }: RouteTarget): void {
  preloadQuery(InvoicesQuery, invoicesVariables(readUrlState(INVOICE_LIST, searchParams)));
}
