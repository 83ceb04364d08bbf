import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const InvoiceListPage = lazyPage(() => import('./pages/invoice-list-page'));
const InvoicePreviewPage = lazyPage(() => import('./pages/invoice-preview-page'));
const InvoiceEditPage = lazyPage(() => import('./pages/invoice-edit-page'));
const InvoiceAddPage = lazyPage(() => import('./pages/invoice-add-page'));
const InvoicePrintPage = lazyPage(() => import('./pages/invoice-print-page'));

/** The routes' data preloads: a small chunk of their own, loaded beside the page's (app/routing/preload-route.ts). */
const data = () => import('./preload');

/** Routes of the invoices feature (spec section 2); changes need the matching CASL action. */
export const routes: AppRoute[] = [
  { path: '/apps/invoice/list', element: InvoiceListPage, meta: { titleKey: 'invoices:pages.list.title', action: 'read', subject: 'Invoice' }, preload: (target) => void data().then((m) => m.preloadInvoices(target)) },
  { path: '/apps/invoice/preview/:id', element: InvoicePreviewPage, meta: { titleKey: 'invoices:pages.preview.title', action: 'read', subject: 'Invoice' }, preload: (target) => void data().then((m) => m.preloadInvoice(target)) },
  { path: '/apps/invoice/edit/:id', element: InvoiceEditPage, meta: { titleKey: 'invoices:pages.edit.title', action: 'update', subject: 'Invoice' } },
  { path: '/apps/invoice/add', element: InvoiceAddPage, meta: { titleKey: 'invoices:pages.add.title', action: 'create', subject: 'Invoice' } },
  { path: '/apps/invoice/print/:id', element: InvoicePrintPage, meta: { titleKey: 'invoices:pages.print.title', action: 'read', subject: 'Invoice', layout: 'blank' } },
];
