import type { DomainModule } from '../graphql/domain-module.js';
import { sessionResolvers } from './resolvers.js';

/** Server-side sessions: the session list and ending sessions (GraphQL); sign-in and sign-out are in auth. */
export const sessionsDomain: DomainModule = { name: 'sessions', resolvers: sessionResolvers };
