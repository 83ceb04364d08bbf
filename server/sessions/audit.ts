import type { AuditPlan } from '../audit/plan.js';
import type { SessionRepository, sessionMethods } from './repository.js';

/**
 * A person's sessions (their devices) are private: never audited as records (docs/audit-log.md). Signing in
 * and out are recorded as account events by the AuthService (server/audit/account-events.ts).
 */
export const sessionAudit: AuditPlan<SessionRepository, typeof sessionMethods> = {
  open: 'private',
  rotate: 'private',
  end: 'private',
  endAll: 'private',
};
