import type { DomainModule } from '../domain.js';

/** The chat domain: REST routes and GraphQL resolvers over ChatRepository. */
export const chatDomain: DomainModule = { name: 'chat' };
