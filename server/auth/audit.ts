import { auditOf, type AuditPlan } from '../audit/plan.js';
import type { AccountRepository, accountMethods } from './repository.js';

/** An account's password hash never enters an event (the event says the password changed, never what to). */
const account = auditOf('Account', { omit: ['passwordHash'] });

/**
 * Account writes are audited (server/audit/); sign-ins and sign-outs are recorded by the AuthService
 * (server/audit/account-events.ts). A registration is not undone from the log.
 */
export const accountAudit: AuditPlan<AccountRepository, typeof accountMethods> = {
  create: account.create(undefined, { undoable: false }),
  setPassword: account.accountEvent('password_change'),
};
