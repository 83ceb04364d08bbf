import type { DomainModule } from '../graphql/domain-module.js';
import { contentResolvers } from './resolvers.js';
import { contentRoutes } from './routes.js';

/** FAQ, knowledge base, blog, pricing, profile, account settings, autocomplete and dashboard cards. */
export const contentDomain: DomainModule = { name: 'content', routes: contentRoutes, resolvers: contentResolvers };
