import type { DomainModule } from '../graphql/domain-module.js';
import { invoicesResolvers } from './resolvers.js';
import { invoiceRoutes } from './routes.js';

/** The invoices domain: REST routes and GraphQL resolvers over InvoiceRepository. */
export const invoicesDomain: DomainModule = { name: 'invoices', routes: invoiceRoutes, resolvers: invoicesResolvers };
