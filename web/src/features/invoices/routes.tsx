import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const InvoiceListPage = lazyWithPreload(() => import('./pages/invoice-list-page'), 'default');
const InvoicePreviewPage = lazyWithPreload(() => import('./pages/invoice-preview-page'), 'default');
const InvoiceEditPage = lazyWithPreload(() => import('./pages/invoice-edit-page'), 'default');
const InvoiceAddPage = lazyWithPreload(() => import('./pages/invoice-add-page'), 'default');
const InvoicePrintPage = lazyWithPreload(() => import('./pages/invoice-print-page'), 'default');

/** The routes' data preloads: a small chunk of their own, started beside the page's as the navigation begins. */
const data = () => import('./preload');

/** Routes of the invoices feature (spec section 2); changes need the matching CASL action. */
export const routes: AppRoute[] = [
  { path: '/apps/invoice/list', element: InvoiceListPage, meta: { titleKey: 'invoices:pages.list.title', action: 'read', subject: 'Invoice' }, preload: (target) => void data().then((m) => m.preloadInvoices(target)) },
  { path: '/apps/invoice/preview/:id', element: InvoicePreviewPage, meta: { titleKey: 'invoices:pages.preview.title', action: 'read', subject: 'Invoice' }, preload: (target) => void data().then((m) => m.preloadInvoice(target)) },
  { path: '/apps/invoice/edit/:id', element: InvoiceEditPage, meta: { titleKey: 'invoices:pages.edit.title', action: 'update', subject: 'Invoice' } },
  { path: '/apps/invoice/add', element: InvoiceAddPage, meta: { titleKey: 'invoices:pages.add.title', action: 'create', subject: 'Invoice' } },
  { path: '/apps/invoice/print/:id', element: InvoicePrintPage, meta: { titleKey: 'invoices:pages.print.title', action: 'read', subject: 'Invoice', layout: 'blank' } },
];
