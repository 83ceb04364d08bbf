import type { DomainModule } from '../domain.js';

/** The email domain: REST routes and GraphQL resolvers over EmailRepository. */
export const emailDomain: DomainModule = { name: 'email' };
