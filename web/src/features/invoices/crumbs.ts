import type { TFunction } from 'i18next';
import type { Crumb } from '../../components/page-header';

/**
 * The menu names both the group and its list "Счета", and maps edit pages to "Новый счёт"; the
 * invoice pages give their own trail instead: Home › Invoices › (the invoice) › page.
 */
export function invoiceCrumbs(t: TFunction<['invoices', 'common']>, invoiceId?: string): Crumb[] {
  const trail: Crumb[] = [{ label: t('common:breadcrumbs.home'), to: '/' }];
  if (invoiceId === undefined) return trail;
  trail.push({ label: t('pages.list.title'), to: '/apps/invoice/list' });
  if (invoiceId) trail.push({ label: t('preview.number', { id: invoiceId }), to: `/apps/invoice/preview/${invoiceId}` });
  return trail;
}
