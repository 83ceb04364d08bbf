import type { TFunction } from 'i18next';
import type { InvoiceFieldsFragment, InvoiceQuery } from '../../__generated__/graphql';
import type { InvoiceFormat } from './format';

type PaymentDetails = InvoiceQuery['invoice']['paymentDetails'];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escape(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

const STYLE = `body{font-family:'Public Sans','Segoe UI',Arial,sans-serif;color:#444050;max-width:820px;margin:32px auto;padding:0 24px}
h1{color:#5346e6;font-size:22px;margin:0}table{width:100%;border-collapse:collapse;margin:24px 0}
th,td{text-align:start;padding:10px 12px;border-bottom:1px solid #e6e5e8}th{font-size:12px;text-transform:uppercase;color:#67646f}
.row{display:flex;justify-content:space-between;gap:24px;margin-top:24px}.muted{color:#67646f}.num{text-align:end}`;

/**
 * A standalone HTML copy of the invoice (no scripts, inline styles) in the interface language, so the
 * "Download" action gives a file that opens anywhere. Every value is escaped.
 */
export function invoiceHtml(invoice: InvoiceFieldsFragment, payment: PaymentDetails | null, t: TFunction<'invoices'>, format: InvoiceFormat, language: string): string {
  const c = invoice.client;
  const paid = invoice.total - invoice.balance;
  const paymentRows = payment
    ? [
        [t('preview.totalDue'), payment.totalDue],
        [t('preview.bankName'), payment.bankName],
        [t('preview.country'), payment.country],
        [t('preview.iban'), payment.iban],
        [t('preview.swiftCode'), payment.swiftCode],
      ]
        .map(([label, value]) => `<div><span class="muted">${escape(label)}:</span> ${escape(value)}</div>`)
        .join('')
    : '';
  return `<!doctype html><html lang="${escape(language)}"><head><meta charset="utf-8"><title>${escape(t('preview.number', { id: invoice.id }))}</title><style>${STYLE}</style></head><body>
<div class="row"><div><h1>${escape(t('company.name'))}</h1><div class="muted">${escape(t('company.address'))}</div><div class="muted">${escape(t('company.phone'))}</div></div>
<div><h2>${escape(t('preview.number', { id: invoice.id }))}</h2><div>${escape(t('preview.issued'))}: ${escape(format.date(invoice.issuedDate))}</div><div>${escape(t('preview.due'))}: ${escape(format.date(invoice.dueDate))}</div><div>${escape(t('form.status'))}: ${escape(t(`status.${invoice.invoiceStatus}`))}</div></div></div>
<div class="row"><div><strong>${escape(t('preview.invoiceTo'))}</strong><div>${escape(c.name)}</div><div>${escape(c.company)}</div><div>${escape(c.address)}</div><div>${escape(c.contact)}</div><div>${escape(c.companyEmail)}</div></div>
<div><strong>${escape(t('preview.billTo'))}</strong>${paymentRows}</div></div>
<table><thead><tr><th>${escape(t('items.description'))}</th><th class="num">${escape(t('items.quantity'))}</th><th class="num">${escape(t('items.price'))}</th><th class="num">${escape(t('items.amount'))}</th></tr></thead>
<tbody><tr><td>${escape(invoice.service)}</td><td class="num">1</td><td class="num">${escape(format.money(invoice.total))}</td><td class="num">${escape(format.money(invoice.total))}</td></tr></tbody></table>
<div class="num"><div>${escape(t('totals.total'))}: <strong>${escape(format.money(invoice.total))}</strong></div><div>${escape(t('totals.paid'))}: ${escape(format.money(paid))}</div><div>${escape(t('totals.balance'))}: <strong>${escape(format.money(invoice.balance))}</strong></div></div>
<p class="muted">${escape(t('preview.note'))}</p></body></html>`;
}
