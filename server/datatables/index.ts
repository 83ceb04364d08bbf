import type { DomainModule } from '../domain.js';

/** The datatables domain: REST routes and GraphQL resolvers over DatatableRepository. */
export const datatablesDomain: DomainModule = { name: 'datatables' };
