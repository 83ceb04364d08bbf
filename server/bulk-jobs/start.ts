import type { Action, Subject } from '../access/abilities.js';
import type { Principal } from '../access/caller.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { BulkJobRecord } from './models.js';
import type { Outcome } from './rules.js';
import { startBulkJob } from './runner.js';
import { stillAllowed } from './service.js';

/**
 * A list's bulk change started from a GraphQL mutation: the caller was authorized for `action` on `subject`, and is
 * read again (their account's current role) for every chunk.
 */
export function startListJob(
  ctx: GraphQLContext,
  principal: Principal,
  job: { kind: string; action: Action; subject: Subject; ids: readonly number[]; apply: (id: number) => Promise<Outcome | void> },
): Promise<BulkJobRecord> {
  const source = { roleAbilities: ctx.roleAbilities, accountRole: (id: number) => ctx.repositories.accounts.findById(id) };
  return startBulkJob(ctx.repositories.bulkJobs, principal, 'graphql', {
    kind: job.kind,
    ids: job.ids,
    apply: job.apply,
    allowed: stillAllowed(source, principal.accountId, job.action, job.subject),
  });
}
