import type { AccountRecord } from '../seed/accounts.js';
import { abilityFor, type AbilityRule } from './auth/abilities.js';
import { publishAccountChanges } from './auth/publish.js';
import { accountMethods, type AccountRepository } from './auth/repository.js';
import { roleRules, type AccountRole } from './auth/roles.js';
import { publishCalendarChanges } from './calendar/publish.js';
import { calendarMethods } from './calendar/repository.js';
import { publishChatChanges } from './chat/publish.js';
import { chatMethods, type ChatRepository } from './chat/repository.js';
import { withMethods } from './common/method-proxy.js';
import { revisioned, Revisions, type MethodKinds } from './common/revisions.js';
import { revisionedContent } from './content/repository.js';
import { datatableMethods } from './datatables/repository.js';
import { publishEcommerceChanges } from './ecommerce/publish.js';
import { ecommerceMethods } from './ecommerce/repository.js';
import { publishEmailChanges } from './email/publish.js';
import { emailMethods } from './email/repository.js';
import type { EventPublisher } from './events/bus.js';
import type { ErrorReporter } from './events/publishing.js';
import { publishInvoiceChanges } from './invoices/publish.js';
import { invoiceMethods } from './invoices/repository.js';
import { publishNotificationChanges } from './notifications/publish.js';
import { notificationMethods } from './notifications/repository.js';
import { publishPermissionChanges } from './permissions/publish.js';
import { permissionMethods } from './permissions/repository.js';
import { publishBookmarkChanges } from './search/publish.js';
import { searchMethods } from './search/repository.js';
import type { Stores } from './stores.js';
import { publishTodoChanges } from './todo/publish.js';
import { todoMethods } from './todo/repository.js';
import { publishUserChanges } from './users/publish.js';
import { userMethods } from './users/repository.js';
import { sessionMethods } from './sessions/repository.js';

/** The current time, injectable so tests can pin "today" (cart shipping dates, new records). */
export type Clock = () => Date;

export type RulesOfRole = (role: AccountRole) => Promise<readonly AbilityRule[]>;

/**
 * One repository per domain, each the single owner of its state, in the store chosen at start (server/stores.ts).
 * Each domain's writes move `revisions` once settled (answers kept between requests end there:
 * server/common/revisions.ts) and then publish live events through its publish.ts wrapper, whichever face called
 * them: whoever hears of a write (a subscriber refetching, the abilities of issue 24) finds it counted.
 */
export function createRepositories(
  stores: Stores,
  events: EventPublisher,
  report: ErrorReporter,
  revisions = new Revisions(),
  /** What an account of a role may do; by default read from the permissions (the app passes its kept RoleAbilities). */
  rulesOfRole?: RulesOfRole,
) {
  const tracked = <T extends object>(domain: string, repository: T, kinds: MethodKinds<T>) => revisioned(domain, repository, kinds, revisions);
  const chat = publishChatChanges(tracked('chat', stores.chat, chatMethods), events, report);
  const permissions = publishPermissionChanges(tracked('permissions', stores.permissions, permissionMethods), events, report);
  const rules = rulesOfRole ?? (async (role) => roleRules(role, await permissions.roleGrants()));
  const accounts = publishAccountChanges(tracked('accounts', joiningChat(stores.accounts, chat, rules), accountMethods), events, report);
  return {
    accounts,
    users: publishUserChanges(tracked('users', stores.users, userMethods), events, report),
    ecommerce: publishEcommerceChanges(tracked('ecommerce', stores.ecommerce, ecommerceMethods), events, report),
    chat,
    invoices: publishInvoiceChanges(tracked('invoices', stores.invoices, invoiceMethods), events, report),
    email: publishEmailChanges(tracked('email', stores.email, emailMethods), events, report),
    todo: publishTodoChanges(tracked('todo', stores.todo, todoMethods), events, report),
    calendar: publishCalendarChanges(tracked('calendar', stores.calendar, calendarMethods), events, report),
    datatables: tracked('datatables', stores.datatables, datatableMethods),
    permissions,
    search: publishBookmarkChanges(tracked('search', stores.search, searchMethods), events, report),
    content: revisionedContent(stores.content, revisions),
    notifications: publishNotificationChanges(tracked('notifications', stores.notifications, notificationMethods), events, report),
    sessions: tracked('sessions', stores.sessions, sessionMethods),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/**
 * An account that may use the chat joins its directory before the write that let it answers (registration, an
 * administrator's create or role change, a sign-in after its role was granted the chat), so its chat is empty
 * rather than refused on the first call.
 */
function joiningChat(accounts: AccountRepository, chat: ChatRepository, rulesOf: RulesOfRole): AccountRepository {
  const join = async (account: AccountRecord | undefined) => {
    if (account && abilityFor(await rulesOf(account.role)).can('read', 'Chat') && (await chat.chatUserOf(account.id)) === undefined) await chat.join(account);
    return account;
  };
  const joining = <A extends unknown[]>(write: (...args: A) => Promise<AccountRecord | undefined>) => async (...args: A) => join(await write(...args));
  const writes: Partial<Record<PropertyKey, (...args: never[]) => unknown>> = {
    create: joining(accounts.create.bind(accounts)),
    createAccount: joining(accounts.createAccount.bind(accounts)),
    changeRole: joining(accounts.changeRole.bind(accounts)),
    recordSignIn: joining(accounts.recordSignIn.bind(accounts)),
  };
  // A proxy, not a copy: the store object (and what it holds) stays the one seen through it.
  return withMethods(accounts, (property, bound) => writes[property] ?? bound);
}
