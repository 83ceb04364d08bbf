import type { DomainModule } from '../graphql/domain-module.js';
import { usersResolvers } from './resolvers.js';
import { usersRoutes } from './routes.js';

/** The users domain: REST routes and GraphQL resolvers over UserRepository. */
export const usersDomain: DomainModule = { name: 'users', routes: usersRoutes, resolvers: usersResolvers };
