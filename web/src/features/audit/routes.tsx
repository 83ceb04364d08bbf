import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const AuditLogPage = lazyWithPreload(() => import('./pages/audit-log-page'), 'default');
const MailLogPage = lazyWithPreload(() => import('./pages/mail-log-page'), 'default');

/** The administrators' logs under Roles and permissions: who changed what (with undo), and the letters sent; each shown to those who may read it. */
export const routes: AppRoute[] = [
  { path: '/apps/audit-log', element: AuditLogPage, meta: { titleKey: 'audit:pages.log.title', action: 'read', subject: 'AuditLog' } },
  { path: '/apps/mail-log', element: MailLogPage, meta: { titleKey: 'audit:pages.mail.title', action: 'read', subject: 'MailLog' } },
];
