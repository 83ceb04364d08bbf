import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const AuditLogPage = lazyWithPreload(() => import('./pages/audit-log-page'), 'default');

/** The audit log (who changed what, with undo), under Roles and permissions; shown to those who may read it. */
export const routes: AppRoute[] = [{ path: '/apps/audit-log', element: AuditLogPage, meta: { titleKey: 'audit:pages.log.title', action: 'read', subject: 'AuditLog' } }];
