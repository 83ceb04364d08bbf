import type { Action, Subject } from '../access/abilities.js';
import type { Principal } from '../access/caller.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { BulkJobRecord } from './models.js';
import { startBulkJob, type ChunkCounts } from './runner.js';
import { stillAllowed } from './service.js';

export interface ListJob {
  kind: string;
  /** What the caller must be allowed: checked before anything is read, and again (their current role) for every chunk. */
  action: Action;
  subject: Subject;
  /** The records it covers, read once the caller is authorized (a bad patch or selection refused here). */
  select: () => Promise<readonly number[]>;
  /** Records per chunk (BulkWork's `chunk`). */
  chunk?: number;
  /** Chunks under way at once (BulkWork's `lanes`). */
  lanes?: number;
  /** One chunk's changes as the caller (`oneByOne` for a list written record by record). */
  apply: (ids: readonly number[], principal: Principal) => Promise<ChunkCounts>;
}

/** A list's bulk change started from a GraphQL mutation: authorizes the caller for the job's action, then starts it. */
export async function startListJob(ctx: GraphQLContext, job: ListJob): Promise<BulkJobRecord> {
  const principal = ctx.authorize(job.action, job.subject);
  const ids = await job.select();
  const source = { roleAbilities: ctx.roleAbilities, accountRole: (id: number) => ctx.repositories.accounts.findById(id) };
  return startBulkJob(ctx.repositories.bulkJobs, principal, 'graphql', {
    kind: job.kind,
    ids,
    chunk: job.chunk,
    lanes: job.lanes,
    apply: (ids) => job.apply(ids, principal),
    allowed: stillAllowed(source, principal.accountId, job.action, job.subject),
  });
}
