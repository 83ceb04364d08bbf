import type { DomainModule } from '../domain.js';

/** The todo domain: REST routes and GraphQL resolvers over TodoRepository. */
export const todoDomain: DomainModule = { name: 'todo' };
