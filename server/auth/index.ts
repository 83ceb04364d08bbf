import type { DomainModule } from '../domain.js';
import { authResolvers } from './resolvers.js';
import { authRoutes } from './routes.js';

/** Accounts, tokens and sessions. */
export const authDomain: DomainModule = { name: 'auth', routes: authRoutes, resolvers: authResolvers };
