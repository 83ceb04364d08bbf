import { auditOf, type AuditPlan } from '../audit/plan.js';
import type { TwoStepRecord } from './models.js';
import type { TwoStepRepository, twoStepMethods } from './repository.js';

/** An event names the account, nothing of its state: the sealed secret and the steps never enter one. */
const account = auditOf('Account', { omit: ['secret', 'pendingSecret', 'lastStep'] });
const theAccount = (record: TwoStepRecord | undefined) => record && { id: record.accountId };

/**
 * Turning two-step sign-in on, off, and an administrator's reset are account events. The rest is the
 * sign-in's own machinery, private as the sessions are (docs/audit-log.md): a set-up begun, a step or a
 * recovery code used, a challenge opened or closed (the sign-in itself is recorded as `sign_in`).
 */
export const twoStepAudit: AuditPlan<TwoStepRepository, typeof twoStepMethods> = {
  beginEnrollment: 'private',
  enable: account.accountEvent('two_step_enabled', theAccount),
  acceptStep: 'private',
  spendRecoveryCode: 'private',
  disable: account.accountEvent('two_step_disabled', theAccount),
  reset: account.accountEvent('two_step_reset', theAccount),
  openChallenge: 'private',
  closeChallenge: 'private',
};
