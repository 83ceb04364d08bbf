import type { DomainModule } from '../graphql/domain-module.js';
import { datatablesResolvers } from './resolvers.js';
import { datatablesRoutes } from './routes.js';

/** The datatables domain: REST routes and GraphQL resolvers over DatatableRepository. */
export const datatablesDomain: DomainModule = { name: 'datatables', routes: datatablesRoutes, resolvers: datatablesResolvers };
