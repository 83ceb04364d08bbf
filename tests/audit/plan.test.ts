import { describe, expect, it } from 'vitest';
import { auditOf, type AuditPlan } from '../../server/audit/plan.js';
import { accountAudit } from '../../server/auth/audit.js';
import { accountMethods } from '../../server/auth/repository.js';
import { calendarAudit } from '../../server/calendar/audit.js';
import { calendarMethods } from '../../server/calendar/repository.js';
import { chatAudit } from '../../server/chat/audit.js';
import { chatMethods } from '../../server/chat/repository.js';
import type { MethodKinds } from '../../server/common/revisions.js';
import { contentAudit } from '../../server/content/audit.js';
import { contentMethods } from '../../server/content/repository.js';
import { ecommerceAudit } from '../../server/ecommerce/audit.js';
import { ecommerceMethods } from '../../server/ecommerce/repository.js';
import { emailAudit } from '../../server/email/audit.js';
import { emailMethods } from '../../server/email/repository.js';
import { invoiceAudit } from '../../server/invoices/audit.js';
import { invoiceMethods } from '../../server/invoices/repository.js';
import { notificationsAudit } from '../../server/notifications/audit.js';
import { notificationMethods } from '../../server/notifications/repository.js';
import { permissionAudit } from '../../server/permissions/audit.js';
import { permissionMethods } from '../../server/permissions/repository.js';
import { searchAudit } from '../../server/search/audit.js';
import { searchMethods } from '../../server/search/repository.js';
import { todoAudit } from '../../server/todo/audit.js';
import { todoMethods } from '../../server/todo/repository.js';
import { userAudit } from '../../server/users/audit.js';
import { userMethods } from '../../server/users/repository.js';
import { savedViewAudit } from '../../server/saved-views/audit.js';
import { savedViewMethods } from '../../server/saved-views/repository.js';

/**
 * Every write method of every repository has an audit decision (server/audit/plan.ts): the compiler refuses a
 * plan that leaves one out (checked by `npm run typecheck` on this file), and each domain's plan names exactly
 * its write methods, no more.
 */
interface Ledger {
  total(): Promise<number>;
  post(amount: number): Promise<{ id: number }>;
  void(id: number): Promise<{ id: number }>;
}
const ledgerMethods = { total: 'read', post: 'write', void: 'write' } as const satisfies MethodKinds<Ledger>;

// @ts-expect-error `void` is a write without a decision: the plan does not compile.
const incomplete: AuditPlan<Ledger, typeof ledgerMethods> = { post: auditOf('Invoice').create() };
// @ts-expect-error a read needs no decision, and a plan may not name one.
const withRead: AuditPlan<Ledger, typeof ledgerMethods> = { post: 'private', void: 'private', total: 'private' };

const writesOf = (kinds: object) => Object.entries(kinds).filter(([, kind]) => kind === 'write').map(([name]) => name).sort();

describe('audit plans', () => {
  const plans: [string, object, object][] = [
    ['accounts', accountAudit, accountMethods],
    ['calendar', calendarAudit, calendarMethods],
    ['chat', chatAudit, chatMethods],
    ['ecommerce', ecommerceAudit, ecommerceMethods],
    ['email', emailAudit, emailMethods],
    ['invoices', invoiceAudit, invoiceMethods],
    ['notifications', notificationsAudit, notificationMethods],
    ['permissions', permissionAudit, permissionMethods],
    ['search', searchAudit, searchMethods],
    ['todo', todoAudit, todoMethods],
    ['users', userAudit, userMethods],
    ['saved views', savedViewAudit, savedViewMethods],
    ...Object.entries(contentMethods).map(([part, kinds]): [string, object, object] => [`content ${part}`, contentAudit[part as keyof typeof contentAudit], kinds]),
  ];
  it.each(plans)('%s: a decision for each write method, and only for those', (_domain, plan, kinds) => {
    expect(Object.keys(plan).sort()).toEqual(writesOf(kinds));
  });

  it('a plan missing a write is refused by the compiler, not at run time', () => {
    expect(Object.keys(incomplete)).toEqual(['post']);
    expect(Object.keys(withRead)).toContain('total');
  });
});
