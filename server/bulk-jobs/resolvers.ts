import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../graphql/context.js';
import { liveField } from '../graphql/live-field.js';
import { cancelJob, ownJob } from './service.js';

/** The live field of one job: its owner's events (server/bulk-jobs/publish.ts) of that job only. */
const jobFeed = (id: string) => liveField(['bulkJob'], (e) => e.job, (e) => e.job.id === id);

/** A bulk job's progress (query and subscription) and its cancel, for the account that started it. */
export const bulkJobResolvers: Resolvers = {
  Query: {
    bulkJob: (_parent, { id }, ctx) => ownJob(ctx.repositories.bulkJobs, ctx.principal, id),
  },
  Mutation: {
    cancelBulkJob: (_parent, { id }, ctx) => cancelJob(ctx.repositories.bulkJobs, ctx.principal, id),
  },
  Subscription: {
    bulkJob: {
      subscribe: (parent, args, ctx) => jobFeed(args.id).subscribe(parent, args, ctx),
      resolve: (event: Parameters<ReturnType<typeof jobFeed>['resolve']>[0], args: { id: string }, ctx: GraphQLContext) => jobFeed(args.id).resolve(event, args, ctx),
    },
  },
};
