import { withMethods, type Method } from '../common/method-proxy.js';
import { currentScope, runInScope, type WriteScope } from '../common/write-scope.js';
import type { AuditEventRecord } from './models.js';
import type { AuditDecision, AuditPlan } from './plan.js';
import type { AuditLogRepository } from './repository.js';
import { AuditTrail, commitAudit } from './trail.js';

/** What to do once an event is recorded (publish it live). */
/** The events one write recorded (many for a many-write). */
export type OnRecorded = (events: readonly AuditEventRecord[]) => void;

/** Recorded events, told to the request that made them (the `audit-events` header) and to `onRecorded`. */
export function announce(scope: WriteScope, events: readonly AuditEventRecord[], onRecorded: OnRecorded): void {
  for (const event of events) scope.recorded?.push(event.id);
  onRecorded(events);
}

/**
 * The same repository, each audited write recording one event with its change, whichever face called it
 * (server/composition/repositories.ts wraps every domain's store here, beneath publishing and revisions). The event
 * names the actor and face of the write scope (server/common/write-scope.ts); the request is told its id
 * (response header `audit-events`), and the event is published to `auditEventAdded`.
 */
export function audited<T extends object, K extends object>(
  target: T,
  plan: AuditPlan<T, K>,
  log: AuditLogRepository,
  onRecorded: OnRecorded,
): T {
  const decisions = plan as Record<PropertyKey, AuditDecision<unknown> | undefined>;
  const wrap = (write: Method, decision: Exclude<AuditDecision<unknown>, 'private'>): Method =>
    (...args) => {
      const scope = currentScope();
      const trail = new AuditTrail(decision, scope.actorId(), scope.face, scope.restoring ?? null, scope.actorKey?.() ?? null);
      // The restore is this one write: anything it calls records as usual.
      return runInScope({ audit: trail, restoring: undefined, beforeCommit: commitAudit }, () => log.run(trail, () => write(...args) as Promise<unknown>)).then((result) => {
        const recorded = trail.recorded ?? [];
        if (trail.restoring && recorded.length > 0) trail.restoring.recorded = recorded;
        if (recorded.length > 0) announce(scope, recorded, onRecorded);
        return result;
      });
    };
  return withMethods(target, (property, bound) => {
    const decision = decisions[property];
    return decision === undefined || decision === 'private' ? bound : wrap(bound, decision);
  });
}
