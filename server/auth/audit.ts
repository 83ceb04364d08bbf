import { auditOf, type AuditPlan } from '../audit/plan.js';
import type { AccountRepository, accountMethods } from './repository.js';
import type { AccountRecord } from './models.js';

/**
 * Secrets never enter an event: the password hash (the event says the password changed, never what to) and the
 * invitation token's hash (the link is a secret; when it lapses is not).
 */
const account = auditOf('Account', { omit: ['passwordHash', 'inviteTokenHash'] });

/**
 * Account writes are audited (server/audit/); sign-ins and sign-outs are recorded by the AuthService
 * (server/audit/account-events.ts), which also notes the sign-in time (`recordSignIn`, no event of its own).
 * Accounts are never removed, so their creation is not undone from the log; nor are role and activity
 * changes, which an administrator makes again as themselves (the rules of the last admin and one's own account).
 */
export const accountAudit: AuditPlan<AccountRepository, typeof accountMethods> = {
  create: account.create(undefined, { undoable: false }),
  createAccount: account.create(undefined, { undoable: false }),
  setPassword: account.accountEvent('password_change'),
  acceptInvite: account.accountEvent('password_change'),
  changeRole: account.accountChange('role_change'),
  setActive: account.accountChange((result: AccountRecord) => (result.active ? 'reactivate' : 'deactivate')),
  recordSignIn: 'private',
  // A link sent says so (an administrator's, or anyone's who typed the address); never the link.
  openPasswordReset: account.accountEvent('password_reset_requested', (reset: { accountId: number }) => ({ id: reset.accountId })),
  resetPassword: account.accountEvent('password_reset'),
  // The link is the verification's secret, sent to the person; that one was sent is their own business.
  openEmailVerification: 'private',
  verifyEmail: account.accountEvent('email_verified'),
  // The interface language is the person's own preference (as a layout or a skin would be), changed only by them.
  setLanguage: 'private',
  // A new address asked for says so (the account's event); the move itself records the address before and after.
  // Withdrawing one's own request changes nothing that took effect: the person's own business.
  requestEmailChange: account.accountEvent('email_change_requested', (opened: { accountId: number }) => ({ id: opened.accountId })),
  cancelEmailChange: 'private',
  confirmEmailChange: account.accountChange('email_change'),
};
