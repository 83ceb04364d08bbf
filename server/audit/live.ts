import type { BodyOf, TopicReference } from '../events/references.js';
import type { AuditLogRepository } from './repository.js';

const isId = (value: unknown): value is number => Number.isSafeInteger(value);

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
      const ids = items;
      // The live event is the record without what undoing a delete keeps (server/audit/models.ts).
      return (await audit.getMany(ids)).map(({ snapshot: _kept, ...event }) => ({ topic: 'audit', event }) as const);
    },
  };
}
