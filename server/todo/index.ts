import type { DomainModule } from '../graphql/domain-module.js';
import { todoResolvers } from './resolvers.js';
import { todoRoutes } from './routes.js';

/** The todo domain: REST routes and GraphQL resolvers over TodoRepository. */
export const todoDomain: DomainModule = { name: 'todo', routes: todoRoutes, resolvers: todoResolvers };
