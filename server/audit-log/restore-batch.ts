import type { AuditEventRecord } from '../audit/models.js';
import type { AuditLogRepository } from '../audit/repository.js';
import type { BulkJobRecord } from '../bulk-jobs/models.js';
import { startListJob } from '../bulk-jobs/start.js';
import type { JobKind } from '../bulk-jobs/kinds.js';
import { countsOf } from '../bulk-jobs/runner.js';
import type { GraphQLContext } from '../graphql/context.js';
import { BATCH_ID } from '../audit/rules.js';
import { InvalidFieldError, NotFoundError } from '../common/errors.js';

/** Events undone per chunk: a list with a many-write (tasks, listed users) reverts a chunk in one write, the others one by one. */
export const RESTORE_CHUNK = 250;

/** Every event of a batch, newest first (the order to undo them in). */
export async function batchEvents(audit: AuditLogRepository, batchId: string): Promise<AuditEventRecord[]> {
  const events: AuditEventRecord[] = [];
  let after: string | undefined;
  do {
    const page = await audit.list({ batchId, first: 100, after });
    events.push(...page.items);
    after = page.nextCursor ?? undefined;
  } while (after);
  return events;
}

/** Undoing events through the restorer (`restoreMany`), so each undo follows the single restore's rules (its ability, its conflicts). */
export const restoreEvents: JobKind<null> = {
  name: 'audit.restore',
  action: 'read',
  subject: 'AuditLog',
  chunk: RESTORE_CHUNK,
  apply:
    ({ restorer }, _params, principal) =>
    async (ids) =>
      countsOf(await restorer.restoreMany(ids, principal)),
};

/** `restoreAuditBatch`: a bulk job undoing the events of the batch. Events that cannot be undone (restores) are not part of it. */
export function restoreBatch(ctx: GraphQLContext, batchId: string): Promise<BulkJobRecord> {
  return startListJob(ctx, {
    kind: restoreEvents,
    params: null,
    select: async () => {
      if (!BATCH_ID.test(batchId)) throw new InvalidFieldError('batchId', 'is not a batch id');
      const events = (await batchEvents(ctx.repositories.audit, batchId)).filter((event) => event.undo !== null);
      if (events.length === 0) throw new NotFoundError(`Batch ${batchId} has no event to undo`);
      return events.map((event) => event.id);
    },
  });
}
