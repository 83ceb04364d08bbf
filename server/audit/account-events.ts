import { currentScope } from '../common/write-scope.js';
import { announce, type OnRecorded } from './audited.js';
import type { AccountAction } from './models.js';
import type { AuditLogRepository } from './repository.js';

declare module '../common/repositories.js' {
  interface Repositories {
    /** Sign-ins and sign-outs, which write no record. */
    accountEvents: AccountEvents;
  }
}

/** The account events that write no record: signing in and out (server/auth/service.ts). */
export type SessionAction = Extract<AccountAction, 'sign_in' | 'sign_in_failed' | 'sign_out'>;

/**
 * Records an account's session events through the face of the current request. Secrets never enter them:
 * the event names the account, never the password or token tried.
 */
export class AccountEvents {
  constructor(
    private readonly log: AuditLogRepository,
    private readonly onRecorded: OnRecorded,
  ) {}

  /** `actorId`: who did it (the account itself), null when nobody was signed in (a failed sign-in). */
  async record(action: SessionAction, accountId: number, actorId: number | null): Promise<void> {
    const scope = currentScope();
    const event = await this.log.record({
      action,
      subject: 'Account',
      recordId: String(accountId),
      face: scope.face,
      actorId,
      actorKey: scope.actorKey?.() ?? null,
      changes: [],
      undo: null,
      restores: null,
      batchId: null,
      snapshot: null,
    });
    announce(scope, [event], this.onRecorded);
  }
}
