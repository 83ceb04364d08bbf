import type { DomainModule } from '../graphql/domain-module.js';
import { chatResolvers } from './resolvers.js';
import { chatRoutes } from './routes.js';

/** The chat domain: REST routes and GraphQL resolvers over ChatRepository. */
export const chatDomain: DomainModule = { name: 'chat', routes: chatRoutes, resolvers: chatResolvers };
