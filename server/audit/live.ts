import { isId } from '../common/guards.js';
import type { BodyOf, TopicReference } from '../events/references.js';
import type { AuditLogRepository } from './repository.js';

/**
 * A bulk change's audit events between instances (server/events/references.ts): their ids, the events read again in
 * one query where an audit log is open. Events are pruned only after the retention period, so all are there; were one
 * gone, the read fails and is logged.
 */
export function auditReferences(audit: AuditLogRepository): TopicReference<BodyOf<'audit'>> {
  return {
    refer: ({ event }) => event.id,
    resolve: async (items) => {
      if (!items.every(isId)) throw new Error('not audit event references (ids)');
      // The live event is the record without what undoing a delete keeps (server/audit/models.ts).
      return (await audit.getMany(items)).map(({ snapshot: _kept, ...event }) => ({ topic: 'audit', event }) as const);
    },
  };
}
