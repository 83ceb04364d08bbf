import type { DomainModule } from '../domain.js';

/** The users domain: REST routes and GraphQL resolvers over UserRepository. */
export const usersDomain: DomainModule = { name: 'users' };
