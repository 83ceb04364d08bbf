import { lazy } from 'react';
import type { AppRoute } from '../../app/routing/types';

const AuditLogPage = lazy(() => import('./pages/audit-log-page'));

/** The audit log (issue 25), under Roles and permissions; shown to those who may read it. */
export const routes: AppRoute[] = [{ path: '/apps/audit-log', element: AuditLogPage, meta: { titleKey: 'audit:pages.log.title', action: 'read', subject: 'AuditLog' } }];
