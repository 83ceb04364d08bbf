import { JSONResolver } from 'graphql-scalars';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { actorName } from '../common/record-versions.js';
import { liveField } from '../graphql/live-field.js';
import type { AuditSubject } from '../audit/models.js';
import { restoreBatch } from './restore-batch.js';

/** The audit log over AuditLogRepository; the same rules and ability as REST. */
export const auditResolvers: Resolvers = {
  JSON: JSONResolver,
  Query: {
    auditEvents: (_parent, { subject, recordId, actorId, action, from, to, first, after, batchId }, ctx) => {
      ctx.authorize('read', 'AuditLog');
      return ctx.repositories.audit.list({
        // Checked by the repository: an unknown subject is refused naming it.
        subject: (subject ?? undefined) as AuditSubject | undefined,
        recordId: recordId ?? undefined,
        actorId: actorId === null || actorId === undefined ? undefined : idFromGraphQL(actorId, 'actorId'),
        action: action ?? undefined,
        from: from?.toISOString(),
        to: to?.toISOString(),
        first: first ?? undefined,
        after: after ?? undefined,
        batchId: batchId ?? undefined,
      });
    },
    auditActors: async (_parent, _args, ctx) => {
      ctx.authorize('read', 'AuditLog');
      const collator = new Intl.Collator('ru');
      return (await ctx.repositories.accounts.all())
        .map((account) => ({ id: account.id, fullName: actorName(account) ?? '', role: account.role, viaKey: null }))
        .sort((a, b) => collator.compare(a.fullName, b.fullName) || a.id - b.id);
    },
  },
  Mutation: {
    restoreAuditEvent: (_parent, { id }, ctx) => ctx.repositories.restorer.restore(idFromGraphQL(id), ctx.principal),
    restoreAuditBatch: (_parent, { batchId }, ctx) => restoreBatch(ctx, batchId),
  },
  Subscription: {
    auditEventAdded: liveField(['audit'], (e) => e.event),
  },
  AuditEvent: {
    undoable: (event) => event.undo !== null && event.restoredBy === null,
    restoredById: (event) => event.restoredBy,
    restores: async (event, _args, ctx) => (event.restores === null ? null : ctx.repositories.audit.get(event.restores)),
  },
};
