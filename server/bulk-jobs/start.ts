import type { GraphQLContext } from '../graphql/context.js';
import type { JobKind, JobRunner } from './kinds.js';
import type { BulkJobRecord } from './models.js';

declare module '../graphql/context.js' {
  interface ContextServices {
    /** Where the app's bulk jobs run (server/bulk-jobs/kinds.ts). */
    bulkJobs: JobRunner;
  }
}

export interface ListJob<P> {
  kind: JobKind<P>;
  params: P;
  /** The records it covers, read once the caller is authorized (a bad patch or selection refused here). */
  select: () => Promise<readonly number[]>;
}

/** A list's bulk change started from a GraphQL mutation: authorizes the caller for the job's action, then starts it. */
export async function startListJob<P>(ctx: GraphQLContext, job: ListJob<P>): Promise<BulkJobRecord> {
  const principal = ctx.authorize(job.kind.action, job.kind.subject);
  const ids = await job.select();
  return ctx.bulkJobs.start({ kind: job.kind, params: job.params, ids, principal, face: 'graphql' });
}
