import { AccountEvents } from './audit/account-events.js';
import { audited } from './audit/audited.js';
import type { AuditEventRecord } from './audit/models.js';
import type { AuditPlan } from './audit/plan.js';
import { AuditRestorer } from './audit/restore.js';
import { abilityFor } from './auth/abilities.js';
import { accountAudit } from './auth/audit.js';
import { accountMethods, type AccountRepository } from './auth/repository.js';
import { calendarAudit, calendarUndo } from './calendar/audit.js';
import { publishCalendarChanges } from './calendar/publish.js';
import { calendarMethods } from './calendar/repository.js';
import { chatAudit } from './chat/audit.js';
import { publishChatChanges } from './chat/publish.js';
import { chatMethods, type ChatRepository } from './chat/repository.js';
import { withMethods } from './common/method-proxy.js';
import { writerOf } from './common/record-versions.js';
import { revisioned, Revisions, type MethodKinds } from './common/revisions.js';
import { auditedContent, blogUndo } from './content/audit.js';
import { revisionedContent } from './content/repository.js';
import { datatableMethods } from './datatables/repository.js';
import { ecommerceAudit } from './ecommerce/audit.js';
import { publishEcommerceChanges } from './ecommerce/publish.js';
import { ecommerceMethods } from './ecommerce/repository.js';
import { emailAudit } from './email/audit.js';
import { publishEmailChanges } from './email/publish.js';
import { emailMethods } from './email/repository.js';
import type { EventPublisher } from './events/bus.js';
import { liveEvent } from './events/envelope.js';
import type { ErrorReporter } from './events/publishing.js';
import { invoiceAudit, invoiceUndo } from './invoices/audit.js';
import { publishInvoiceChanges } from './invoices/publish.js';
import { invoiceMethods } from './invoices/repository.js';
import { notificationsAudit } from './notifications/audit.js';
import { publishNotificationChanges } from './notifications/publish.js';
import { notificationMethods } from './notifications/repository.js';
import { permissionAudit, permissionUndo } from './permissions/audit.js';
import { publishPermissionChanges } from './permissions/publish.js';
import { permissionMethods } from './permissions/repository.js';
import { searchAudit } from './search/audit.js';
import { publishBookmarkChanges } from './search/publish.js';
import { searchMethods } from './search/repository.js';
import type { Stores } from './stores.js';
import { todoAudit, todoUndo } from './todo/audit.js';
import { publishTodoChanges } from './todo/publish.js';
import { todoMethods } from './todo/repository.js';
import { userAudit, userUndo } from './users/audit.js';
import { publishUserChanges } from './users/publish.js';
import { userMethods } from './users/repository.js';

/** The current time, injectable so tests can pin "today" (cart shipping dates, new records). */
export type Clock = () => Date;

/**
 * One repository per domain, each the single owner of its state, in the store chosen at start (server/stores.ts).
 * Each domain's writes are audited by its audit.ts plan (server/audit/: one event per write, in the write's
 * own transaction on PostgreSQL), publish live events through its publish.ts wrapper, whichever face called
 * them, and move `revisions` once settled (answers kept between requests end there: server/common/revisions.ts).
 */
export function createRepositories(stores: Stores, events: EventPublisher, report: ErrorReporter, revisions = new Revisions()) {
  const tracked = <T extends object>(domain: string, repository: T, kinds: MethodKinds<T>) => revisioned(domain, repository, kinds, revisions);
  const published = (event: AuditEventRecord) => {
    try {
      events.publish(liveEvent({ topic: 'audit', event }));
    } catch (error) {
      report(error);
    }
  };
  const audit = <T extends object, K extends object>(store: T, plan: AuditPlan<T, K>) =>
    audited(store, plan, stores.audit, published);
  const chat = tracked('chat', publishChatChanges(audit(stores.chat, chatAudit), events, report), chatMethods);
  const accounts = tracked('accounts', joiningChat(audit(stores.accounts, accountAudit), chat), accountMethods);
  const users = tracked('users', publishUserChanges(audit(stores.users, userAudit), events, report), userMethods);
  const invoices = tracked('invoices', publishInvoiceChanges(audit(stores.invoices, invoiceAudit), events, report), invoiceMethods);
  const todo = tracked('todo', publishTodoChanges(audit(stores.todo, todoAudit), events, report), todoMethods);
  const calendar = tracked('calendar', publishCalendarChanges(audit(stores.calendar, calendarAudit), events, report), calendarMethods);
  const permissions = tracked('permissions', publishPermissionChanges(audit(stores.permissions, permissionAudit), events, report), permissionMethods);
  const content = revisionedContent(auditedContent(stores.content, audit), revisions);
  return {
    accounts,
    users,
    ecommerce: tracked('ecommerce', publishEcommerceChanges(audit(stores.ecommerce, ecommerceAudit), events, report), ecommerceMethods),
    chat,
    invoices,
    email: tracked('email', publishEmailChanges(audit(stores.email, emailAudit), events, report), emailMethods),
    todo,
    calendar,
    datatables: tracked('datatables', stores.datatables, datatableMethods),
    permissions,
    search: tracked('search', publishBookmarkChanges(audit(stores.search, searchAudit), events, report), searchMethods),
    content,
    notifications: tracked('notifications', publishNotificationChanges(audit(stores.notifications, notificationsAudit), events, report), notificationMethods),
    /** The audit log (reads; events are recorded by the writes above). */
    audit: stores.audit,
    /** Undoes one event through the repository owning its record (server/audit/restore.ts). */
    restorer: new AuditRestorer(
      stores.audit,
      {
        User: userUndo(users),
        Invoice: invoiceUndo(invoices),
        Task: todoUndo(todo),
        Event: calendarUndo(calendar),
        Permission: permissionUndo(permissions),
        BlogPost: blogUndo(content.blog),
      },
      (accountId) => writerOf(accounts, accountId),
    ),
    /** Sign-ins and sign-outs, which write no record (server/auth/service.ts). */
    accountEvents: new AccountEvents(stores.audit, published),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/**
 * A new account that may use the chat joins its directory before registration answers, so its chat is
 * empty rather than refused on the first call.
 */
function joiningChat(accounts: AccountRepository, chat: ChatRepository): AccountRepository {
  const create: AccountRepository['create'] = async (input) => {
    const account = await accounts.create(input);
    if (abilityFor(account.ability).can('read', 'Chat')) await chat.join(account);
    return account;
  };
  // A proxy, not a copy: the store object (and what it holds) stays the one seen through it.
  return withMethods(accounts, (property, bound) => (property === 'create' ? create : bound));
}
