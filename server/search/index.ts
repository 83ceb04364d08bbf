import type { DomainModule } from '../domain.js';

/** The search domain: REST routes and GraphQL resolvers over SearchRepository. */
export const searchDomain: DomainModule = { name: 'search' };
