import type { DomainModule } from '../domain.js';

/** The content domain: REST routes and GraphQL resolvers over ContentRepository. */
export const contentDomain: DomainModule = { name: 'content' };
