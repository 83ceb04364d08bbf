import type { DomainModule } from '../domain.js';

/** The ecommerce domain: REST routes and GraphQL resolvers over EcommerceRepository. */
export const ecommerceDomain: DomainModule = { name: 'ecommerce' };
