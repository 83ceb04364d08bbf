import { AccountEvents } from '../audit/account-events.js';
import { audited } from '../audit/audited.js';
import type { AuditEventRecord } from '../audit/models.js';
import type { AuditPlan } from '../audit/plan.js';
import { AuditRestorer } from '../audit/restore.js';
import { abilityFor, type AbilityRule } from '../access/abilities.js';
import { accountAudit } from '../auth/audit.js';
import { publishAccountChanges, publishTwoStepChanges } from '../auth/publish.js';
import { twoStepAudit } from '../two-step/audit.js';
import { twoStepMethods } from '../two-step/repository.js';
import { apiKeyAudit } from '../api-keys/audit.js';
import { publishApiKeyChanges } from '../api-keys/publish.js';
import { apiKeyMethods } from '../api-keys/repository.js';
import { accountMethods, type AccountRepository } from '../auth/repository.js';
import { roleRules, type AccountRole } from '../access/roles.js';
import { calendarAudit, calendarUndo } from '../calendar/audit.js';
import { publishCalendarChanges } from '../calendar/publish.js';
import { calendarMethods } from '../calendar/repository.js';
import { chatAudit } from '../chat/audit.js';
import { publishChatChanges } from '../chat/publish.js';
import { chatMethods, type ChatRepository } from '../chat/repository.js';
import { withMethods } from '../common/method-proxy.js';
import type { Repositories } from '../common/repositories.js';
import { writerOf } from '../common/record-versions.js';
import { revisioned, Revisions, type MethodKinds } from '../common/revisions.js';
import { auditedContent, blogUndo } from '../content/audit.js';
import { revisionedContent } from '../content/repository.js';
import { datatableMethods } from '../datatables/repository.js';
import { datatableAudit, datatableUndo } from '../datatables/audit.js';
import { ecommerceAudit } from '../ecommerce/audit.js';
import { publishEcommerceChanges } from '../ecommerce/publish.js';
import { ecommerceMethods } from '../ecommerce/repository.js';
import { emailAudit } from '../email/audit.js';
import { publishEmailChanges } from '../email/publish.js';
import { emailMethods } from '../email/repository.js';
import type { EventPublisher } from '../events/bus.js';
import { liveEvent, liveEvents } from '../events/envelope.js';
import type { ErrorReporter } from '../events/publishing.js';
import { invoiceAudit, invoiceUndo } from '../invoices/audit.js';
import { publishInvoiceChanges } from '../invoices/publish.js';
import { invoiceMethods } from '../invoices/repository.js';
import { notificationsAudit } from '../notifications/audit.js';
import { publishNotificationChanges } from '../notifications/publish.js';
import { notificationMethods } from '../notifications/repository.js';
import { permissionAudit, permissionUndo } from '../permissions/audit.js';
import { publishPermissionChanges } from '../permissions/publish.js';
import { permissionMethods } from '../permissions/repository.js';
import { searchAudit } from '../search/audit.js';
import { publishBookmarkChanges } from '../search/publish.js';
import { searchMethods } from '../search/repository.js';
import type { Stores } from './stores.js';
import { todoAudit, todoUndo } from '../todo/audit.js';
import { publishTodoChanges } from '../todo/publish.js';
import { todoMethods } from '../todo/repository.js';
import { userAudit, userUndo } from '../users/audit.js';
import { publishUserChanges } from '../users/publish.js';
import { userMethods } from '../users/repository.js';
import { sessionAudit } from '../sessions/audit.js';
import { sessionMethods } from '../sessions/repository.js';
import type { AccountRecord } from '../auth/models.js';
import { savedViewAudit, savedViewUndo } from '../saved-views/audit.js';
import { publishSavedViewChanges } from '../saved-views/publish.js';
import { savedViewMethods } from '../saved-views/repository.js';
import { publishBulkJobChanges } from '../bulk-jobs/publish.js';
import { publishMailChanges } from '../mail/publish.js';
import { bulkJobMethods } from '../bulk-jobs/repository.js';
import { publishImportJobChanges } from '../imports/publish.js';
import { importJobMethods } from '../imports/repository.js';

export type RulesOfRole = (role: AccountRole) => Promise<readonly AbilityRule[]>;

/**
 * One repository per domain, each the single owner of its state, in the store chosen at start (server/composition/stores.ts).
 * Each domain's writes are audited by its audit.ts plan (server/audit/: one event per write, in the write's
 * own transaction on PostgreSQL), move `revisions` once settled (answers kept between requests end there:
 * server/common/revisions.ts) and then publish live events through its publish.ts wrapper, whichever face called
 * them: whoever hears of a write (a subscriber refetching, the roles' abilities) finds it counted.
 */
export function createRepositories(
  stores: Stores,
  events: EventPublisher,
  report: ErrorReporter,
  revisions = new Revisions(),
  /** What an account of a role may do; by default read from the permissions (the app passes its kept RoleAbilities). */
  rulesOfRole?: RulesOfRole,
): Repositories {
  const tracked = <T extends object>(domain: string, repository: T, kinds: MethodKinds<T>) => revisioned(domain, repository, kinds, revisions);
  const published = (recorded: readonly AuditEventRecord[]) => {
    try {
      if (recorded.length === 1) events.publish(liveEvent({ topic: 'audit', event: recorded[0] }));
      else events.publishAll(liveEvents(recorded.map((event) => ({ topic: 'audit', event }) as const)));
    } catch (error) {
      report(error);
    }
  };
  const audit = <T extends object, K extends object>(store: T, plan: AuditPlan<T, K>) =>
    audited(store, plan, stores.audit, published);
  const chat = publishChatChanges(tracked('chat', audit(stores.chat, chatAudit), chatMethods), events, report);
  const permissions = publishPermissionChanges(tracked('permissions', audit(stores.permissions, permissionAudit), permissionMethods), events, report);
  const rules = rulesOfRole ?? (async (role) => roleRules(role, await permissions.roleGrants()));
  const accounts = publishAccountChanges(tracked('accounts', joiningChat(audit(stores.accounts, accountAudit), chat, rules), accountMethods), events, report);
  const users = publishUserChanges(tracked('users', audit(stores.users, userAudit), userMethods), events, report);
  const invoices = publishInvoiceChanges(tracked('invoices', audit(stores.invoices, invoiceAudit), invoiceMethods), events, report);
  const todo = publishTodoChanges(tracked('todo', audit(stores.todo, todoAudit), todoMethods), events, report);
  const calendar = publishCalendarChanges(tracked('calendar', audit(stores.calendar, calendarAudit), calendarMethods), events, report);
  const datatables = tracked('datatables', audit(stores.datatables, datatableAudit), datatableMethods);
  const savedViews = publishSavedViewChanges(tracked('savedViews', audit(stores.savedViews, savedViewAudit), savedViewMethods), events, report);
  const content = revisionedContent(auditedContent(stores.content, audit), revisions);
  return {
    accounts,
    users,
    ecommerce: publishEcommerceChanges(tracked('ecommerce', audit(stores.ecommerce, ecommerceAudit), ecommerceMethods), events, report),
    chat,
    invoices,
    email: publishEmailChanges(tracked('email', audit(stores.email, emailAudit), emailMethods), events, report),
    todo,
    calendar,
    datatables,
    permissions,
    search: publishBookmarkChanges(tracked('search', audit(stores.search, searchAudit), searchMethods), events, report),
    content,
    notifications: publishNotificationChanges(tracked('notifications', audit(stores.notifications, notificationsAudit), notificationMethods), events, report),
    sessions: tracked('sessions', audit(stores.sessions, sessionAudit), sessionMethods),
    twoStep: publishTwoStepChanges(tracked('twoStep', audit(stores.twoStep, twoStepAudit), twoStepMethods), accounts, events, report),
    apiKeys: publishApiKeyChanges(tracked('apiKeys', audit(stores.apiKeys, apiKeyAudit), apiKeyMethods), events, report),
    savedViews,
    // A job's record is bookkeeping of the changes it makes, each audited itself.
    bulkJobs: publishBulkJobChanges(tracked('bulkJobs', stores.bulkJobs, bulkJobMethods), events, report),
    // Likewise an import's record: each row it writes is audited by its list.
    imports: publishImportJobChanges(tracked('imports', stores.imports, importJobMethods), events, report),
    // The queue's own writes (claims, settles) are its machinery, neither audited nor moving kept answers: what sends a
    // letter is audited where it happens (a password reset requested, an invoice sent). They feed the live mail log.
    mail: publishMailChanges(stores.mail, events, report),
    audit: stores.audit,
    restorer: new AuditRestorer(
      stores.audit,
      {
        User: userUndo(users),
        Invoice: invoiceUndo(invoices),
        Task: todoUndo(todo),
        Event: calendarUndo(calendar),
        Permission: permissionUndo(permissions),
        BlogPost: blogUndo(content.blog),
        SavedView: savedViewUndo(savedViews),
        Employee: datatableUndo(datatables),
      },
      (accountId) => writerOf(accounts, accountId),
    ),
    accountEvents: new AccountEvents(stores.audit, published),
  };
}

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
