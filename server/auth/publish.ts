import type { EventPublisher } from '../events/bus.js';
import type { ChangeKind, TopicRules } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { AccountRepository } from './repository.js';
import type { AccountRecord } from './models.js';
import type { TwoStepRecord } from '../two-step/models.js';
import type { TwoStepRepository } from '../two-step/repository.js';

/** An account as events carry it: never its password's or invitation's hash. */
export type AccountView = Omit<AccountRecord, 'passwordHash' | 'inviteTokenHash'>;

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    /**
     * An account created or changed (role, activity, invitation accepted, sign-in): the administration screens.
     * `previous`: its role and activity before the change (null when created), so lists filtered by them follow.
     */
    account: { change: ChangeKind; account: AccountView; previous: Pick<AccountView, 'role' | 'active'> | null };
  }
}

/** Who may receive this domain's live events (server/events/catalog.ts). */
export const accountTopics = { account: { subject: 'Account', shared: true } } as const satisfies Partial<TopicRules>;

/** What an event may say of an account: everything but its hashes. */
export function accountView({ passwordHash: _password, inviteTokenHash: _invite, ...view }: AccountRecord): AccountView {
  return view;
}

/**
 * Accounts created and changed, for the administration screens (`account`), and the accounts whose abilities a
 * role change or a deactivation changed (`ability`: their open pages update their menu, or end when deactivated).
 */
export function publishAccountChanges(repo: AccountRepository, events: EventPublisher, report: ErrorReporter): AccountRepository {
  const created = (account: AccountRecord) => events.publish(liveEvent({ topic: 'account', change: 'CREATED', account: accountView(account), previous: null }));
  const updated = (account: AccountRecord | undefined, previous: Pick<AccountRecord, 'role' | 'active'> | undefined = account) => {
    if (account) events.publish(liveEvent({ topic: 'account', change: 'UPDATED', account: accountView(account), previous: previous ? { role: previous.role, active: previous.active } : null }));
  };
  const before = (id: number) => repo.findById(id);
  const abilityChanged = {
    before,
    after: (account: AccountRecord, _args: unknown, previous: unknown) => {
      updated(account, previous as AccountRecord | undefined);
      events.publish(liveEvent({ topic: 'ability', accountIds: [account.id], roles: [] }));
    },
  };
  return publishingWrites(
    repo,
    {
      create: { after: created },
      createAccount: { after: created },
      changeRole: abilityChanged,
      setActive: abilityChanged,
      acceptInvite: { after: (account) => updated(account) },
      recordSignIn: { after: (account) => updated(account) },
    },
    report,
  );
}

/**
 * Two-step sign-in turned on, off or reset changes what the account's pages and the administrators' lists show
 * (`Account.twoStepEnabled`, `AuthUser.twoStepEnabled`) and, for a role that must enrol, what the account may do:
 * the account is announced as updated and its abilities as changed.
 */
export function publishTwoStepChanges(repo: TwoStepRepository, accounts: Pick<AccountRepository, 'findById'>, events: EventPublisher, report: ErrorReporter): TwoStepRepository {
  const announced = {
    before: (accountId: number) => accounts.findById(accountId),
    after: (changed: TwoStepRecord | undefined, _args: unknown, account: unknown) => {
      if (!changed || !account) return;
      const { role, active } = account as AccountRecord;
      events.publish(liveEvent({ topic: 'account', change: 'UPDATED', account: accountView(account as AccountRecord), previous: { role, active } }));
      events.publish(liveEvent({ topic: 'ability', accountIds: [changed.accountId], roles: [] }));
    },
  };
  return publishingWrites(repo, { enable: announced, disable: announced, reset: announced }, report);
}
