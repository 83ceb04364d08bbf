import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../graphql/context.js';
import { liveField } from '../graphql/live-field.js';
import { cancelImport, ownImport } from './service.js';

/** The live field of one import: its owner's events (server/imports/publish.ts) of that import only. */
const jobFeed = (id: string) => liveField(['importJob'], (e) => e.job, (e) => e.job.id === id);

/** An import's progress (query and subscription) and its cancel, for the account that uploaded it; the upload and start are REST. */
export const importJobResolvers: Resolvers = {
  Query: {
    importJob: (_parent, { id }, ctx) => ownImport(ctx.repositories.imports, ctx.principal, id),
  },
  Mutation: {
    cancelImport: (_parent, { id }, ctx) => cancelImport(ctx.repositories.imports, ctx.principal, id),
  },
  Subscription: {
    importJob: {
      subscribe: (parent, args, ctx) => jobFeed(args.id).subscribe(parent, args, ctx),
      resolve: (event: Parameters<ReturnType<typeof jobFeed>['resolve']>[0], args: { id: string }, ctx: GraphQLContext) => jobFeed(args.id).resolve(event, args, ctx),
    },
  },
  ImportJob: {
    total: (job) => job.rows,
  },
};
