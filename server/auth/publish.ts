import type { AccountRecord } from '../../seed/accounts.js';
import type { EventPublisher } from '../events/bus.js';
import type { AccountView, ChangeKind } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { AccountRepository } from './repository.js';

/** What an event may say of an account: everything but its hashes. */
export function accountView({ passwordHash: _password, inviteTokenHash: _invite, ...view }: AccountRecord): AccountView {
  return view;
}

/**
 * Accounts created and changed, for the administration screens (`account`), and the accounts whose abilities a
 * role change or a deactivation changed (`ability`: their open pages update their menu, or end when deactivated).
 */
export function publishAccountChanges(repo: AccountRepository, events: EventPublisher, report: ErrorReporter): AccountRepository {
  const changed = (change: ChangeKind) => (account: AccountRecord | undefined) => {
    if (account) events.publish(liveEvent({ topic: 'account', change, account: accountView(account) }));
  };
  const abilityChanged = (account: AccountRecord) => {
    changed('UPDATED')(account);
    events.publish(liveEvent({ topic: 'ability', accountIds: [account.id], roles: [] }));
  };
  return publishingWrites(
    repo,
    {
      create: { after: changed('CREATED') },
      createAccount: { after: changed('CREATED') },
      changeRole: { after: abilityChanged },
      setActive: { after: abilityChanged },
      acceptInvite: { after: changed('UPDATED') },
      recordSignIn: { after: changed('UPDATED') },
    },
    report,
  );
}
