import type { DomainModule } from '../graphql/domain-module.js';
import { emailResolvers } from './resolvers.js';
import { emailRoutes } from './routes.js';

/** The email domain: REST routes and GraphQL resolvers over EmailRepository. */
export const emailDomain: DomainModule = { name: 'email', routes: emailRoutes, resolvers: emailResolvers };
