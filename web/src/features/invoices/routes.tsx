import { lazy } from 'react';
import type { AppRoute } from '../../app/routing/types';

const InvoicesPage = lazy(() => import('./pages/invoices-page'));

/** Routes of the invoices feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/invoice/list', element: InvoicesPage, meta: { titleKey: 'invoices:pages.list.title', action: 'read', subject: 'Invoice' } },
  { path: '/apps/invoice/preview/:id', element: InvoicesPage, meta: { titleKey: 'invoices:pages.preview.title', action: 'read', subject: 'Invoice' } },
  { path: '/apps/invoice/edit/:id', element: InvoicesPage, meta: { titleKey: 'invoices:pages.edit.title', action: 'read', subject: 'Invoice' } },
  { path: '/apps/invoice/add', element: InvoicesPage, meta: { titleKey: 'invoices:pages.add.title', action: 'read', subject: 'Invoice' } },
  { path: '/apps/invoice/print/:id', element: InvoicesPage, meta: { titleKey: 'invoices:pages.print.title', action: 'read', subject: 'Invoice', layout: 'blank' } },
];
