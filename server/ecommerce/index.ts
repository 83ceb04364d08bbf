import type { DomainModule } from '../graphql/domain-module.js';
import { ecommerceResolvers } from './resolvers.js';
import { ecommerceRoutes } from './routes.js';

/** The ecommerce domain: REST routes and GraphQL resolvers over EcommerceRepository. */
export const ecommerceDomain: DomainModule = { name: 'ecommerce', routes: ecommerceRoutes, resolvers: ecommerceResolvers };
