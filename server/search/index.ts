import type { DomainModule } from '../graphql/domain-module.js';
import { searchResolvers } from './resolvers.js';
import { searchRoutes } from './routes.js';

/** The search domain: navbar search catalogue and bookmarks, REST and GraphQL over SearchRepository. */
export const searchDomain: DomainModule = { name: 'search', routes: searchRoutes, resolvers: searchResolvers };
