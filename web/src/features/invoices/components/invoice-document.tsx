import { useTranslation } from 'react-i18next';
import type { InvoiceQuery } from '../../../__generated__/graphql';
import { Logo } from '../../../components/logo';
import { ScrollTable } from '../../../components/tables';
import { useInvoiceFormat } from '../format';
import { StatusTag } from './invoice-status';

type FullInvoice = InvoiceQuery['invoice'];

/**
 * The invoice itself, as the preview and the print view show it: our company header, the client and the
 * bank details, the items, the totals and a note. The data holds one service and one total per invoice,
 * so the items table shows that service as a single line (quantity 1) rather than inventing a breakdown.
 */
export function InvoiceDocument({ invoice }: { invoice: FullInvoice }) {
  const { t } = useTranslation('invoices');
  const format = useInvoiceFormat();
  const client = invoice.client;
  const payment = invoice.paymentDetails;
  const paid = invoice.total - invoice.balance;
  return (
    <article className="invoice-doc" data-testid="invoice-document" aria-label={t('preview.number', { id: invoice.id })}>
      <header className="invoice-doc__head">
        <div className="invoice-doc__company">
          <div className="invoice-doc__brand">
            <Logo size={36} />
            <span>{t('company.name')}</span>
          </div>
          <p>{t('company.address')}</p>
          <p>{t('company.city')}</p>
          <p>{t('company.phone')}</p>
        </div>
        <div className="invoice-doc__meta">
          <h2 className="invoice-doc__number">{t('preview.number', { id: invoice.id })}</h2>
          <dl>
            <dt>{t('preview.issued')}</dt>
            <dd>{format.date(invoice.issuedDate)}</dd>
            <dt>{t('preview.due')}</dt>
            <dd>{format.date(invoice.dueDate)}</dd>
          </dl>
          <StatusTag status={invoice.invoiceStatus} />
        </div>
      </header>

      <section className="invoice-doc__parties">
        <div>
          <h3 className="invoice-doc__label">{t('preview.invoiceTo')}</h3>
          <p className="invoice-doc__strong" data-testid="invoice-client-name">{client.name}</p>
          <p>{client.company}</p>
          <p>{client.address}</p>
          <p>{client.country}</p>
          <p>{client.contact}</p>
          <p>{client.companyEmail}</p>
        </div>
        <div>
          <h3 className="invoice-doc__label">{t('preview.billTo')}</h3>
          <table className="invoice-doc__pay" data-testid="invoice-payment-details">
            <tbody>
              <tr>
                <th scope="row">{t('preview.totalDue')}</th>
                <td className="invoice-doc__strong">{payment.totalDue}</td>
              </tr>
              <tr>
                <th scope="row">{t('preview.bankName')}</th>
                <td>{payment.bankName}</td>
              </tr>
              <tr>
                <th scope="row">{t('preview.country')}</th>
                <td>{payment.country}</td>
              </tr>
              <tr>
                <th scope="row">{t('preview.iban')}</th>
                <td>{payment.iban}</td>
              </tr>
              <tr>
                <th scope="row">{t('preview.swiftCode')}</th>
                <td>{payment.swiftCode}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>

      <ScrollTable
        className="invoice-doc__items"
        head={
          <>
            <th>{t('items.description')}</th>
            <th className="invoice-doc__num">{t('items.quantity')}</th>
            <th className="invoice-doc__num">{t('items.price')}</th>
            <th className="invoice-doc__num">{t('items.amount')}</th>
          </>
        }
      >
        <tr>
          <td>
            <span className="invoice-doc__strong" data-testid="invoice-service">{invoice.service}</span>
            <span className="invoice-doc__hint">{t('items.singleLine')}</span>
          </td>
          <td className="invoice-doc__num">1</td>
          <td className="invoice-doc__num">{format.money(invoice.total)}</td>
          <td className="invoice-doc__num">{format.money(invoice.total)}</td>
        </tr>
      </ScrollTable>

      <section className="invoice-doc__foot">
        <p className="invoice-doc__thanks">{t('preview.thanks')}</p>
        <dl className="invoice-doc__totals">
          <dt>{t('totals.subtotal')}</dt>
          <dd>{format.money(invoice.total)}</dd>
          <dt>{t('totals.paid')}</dt>
          <dd>{format.money(paid)}</dd>
          <dt className="invoice-doc__grand">{t('totals.balance')}</dt>
          <dd className="invoice-doc__grand" data-testid="invoice-balance">
            {format.money(invoice.balance)}
          </dd>
        </dl>
      </section>

      <p className="invoice-doc__note">
        <strong>{t('preview.noteLabel')}</strong> {t('preview.note')}
      </p>
    </article>
  );
}
