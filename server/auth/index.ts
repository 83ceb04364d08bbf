import type { DomainModule } from '../graphql/domain-module.js';
import { accountResolvers } from './account-resolvers.js';
import { authResolvers } from './resolvers.js';
import { authRoutes } from './routes.js';

/** Accounts, tokens and sessions. */
export const authDomain: DomainModule = { name: 'auth', routes: authRoutes, resolvers: authResolvers };

/** Account administration: the same accounts repository, its GraphQL face. */
export const accountsDomain: DomainModule = { name: 'accounts', resolvers: accountResolvers };
