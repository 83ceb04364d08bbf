import type { IResolvers } from '@graphql-tools/utils';
import type { FastifyPluginAsync } from 'fastify';
import type { GraphQLContext } from './context.js';

/**
 * A domain as the app composes it: its REST plugin and its slice of the GraphQL resolver map. Each domain types
 * its slice with the generated `Resolvers` (server/__generated__), which this layer, beneath the domains, does not name.
 */
export interface DomainModule {
  name: string;
  routes?: FastifyPluginAsync;
  resolvers?: IResolvers<unknown, GraphQLContext>;
}
