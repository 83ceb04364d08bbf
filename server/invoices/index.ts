import type { DomainModule } from '../domain.js';

/** The invoices domain: REST routes and GraphQL resolvers over InvoiceRepository. */
export const invoicesDomain: DomainModule = { name: 'invoices' };
