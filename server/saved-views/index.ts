import type { DomainModule } from '../graphql/domain-module.js';
import { savedViewResolvers } from './resolvers.js';

/** Saved views of the lists: GraphQL over SavedViewRepository. */
export const savedViewsDomain: DomainModule = { name: 'saved-views', resolvers: savedViewResolvers };
