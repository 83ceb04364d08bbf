import type { FastifyPluginAsync } from 'fastify';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** A domain as the app composes it: its REST plugin and its slice of the GraphQL resolver map. */
export interface DomainModule {
  name: string;
  routes?: FastifyPluginAsync;
  resolvers?: Resolvers;
}
