import { Button, HTMLTable, Icon, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { InvoiceFieldsFragment, InvoiceSortColumn } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { useInvoiceFormat } from '../format';
import type { Sort } from '../../../lib/url-state';
import { BalanceCell, StatusIcon } from './invoice-status';
import { PickPageCell, PickRowCell } from '../../../components/bulk/bulk-pick';
import type { BulkSelection } from '../../../components/bulk/use-bulk-selection';

interface Props {
  rows: readonly InvoiceFieldsFragment[];
  sort: Sort<InvoiceSortColumn>;
  onSort: (column: InvoiceSortColumn) => void;
  onDelete: (invoice: InvoiceFieldsFragment) => void;
  onDownload: (invoice: InvoiceFieldsFragment) => void;
  /** Rows picked for a bulk change, when the caller may make one. */
  picking?: BulkSelection;
}

/** A header that sorts by its column; aria-sort tells assistive technology the current order. */
function SortHeader({ column, label, sort, onSort, className }: { column: InvoiceSortColumn; label: string; sort: Sort<InvoiceSortColumn>; onSort: (c: InvoiceSortColumn) => void; className?: string }) {
  const { t } = useTranslation('invoices');
  const active = sort.column === column;
  const icon = !active ? 'double-caret-vertical' : sort.direction === 'asc' ? 'caret-up' : 'caret-down';
  return (
    <th className={className} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className={`sort-header${active ? ' sort-header--active' : ''}`} onClick={() => onSort(column)} data-sort={column} title={t('list.sortBy', { column: label })}>
        {label}
        <Icon icon={icon} size={12} />
      </button>
    </th>
  );
}

/** The invoice rows: number, status icon, client, total, issue date, balance and the row actions. */
export function InvoicesTable({ rows, sort, onSort, onDelete, onDownload, picking }: Props) {
  const { t } = useTranslation('invoices');
  const format = useInvoiceFormat();
  const navigate = useNavigate();
  const header = { sort, onSort };
  return (
    <div className="invoice-table-scroll">
      <HTMLTable className="invoice-table" interactive data-testid="invoice-table">
        <thead>
          <tr>
            {picking ? <PickPageCell selection={picking} ids={rows.map((invoice) => invoice.id)} /> : null}
            <SortHeader column="id" label={t('columns.id')} {...header} />
            <SortHeader column="invoiceStatus" label={t('columns.status')} className="invoice-table__status" {...header} />
            <SortHeader column="client_name" label={t('columns.client')} {...header} />
            <SortHeader column="total" label={t('columns.total')} className="invoice-table__num" {...header} />
            <SortHeader column="issuedDate" label={t('columns.issued')} {...header} />
            <SortHeader column="balance" label={t('columns.balance')} className="invoice-table__num" {...header} />
            <th className="invoice-table__actions">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((invoice) => (
            <tr key={invoice.id} data-invoice-id={invoice.id}>
              {picking ? <PickRowCell selection={picking} id={invoice.id} name={`#${invoice.id} ${invoice.client.name}`} /> : null}
              <td>
                <Link to={`/apps/invoice/preview/${invoice.id}`} className="invoice-table__number">
                  #{invoice.id}
                </Link>
              </td>
              <td className="invoice-table__status">
                <StatusIcon invoice={invoice} />
              </td>
              <td>
                <div className="invoice-client">
                  <Avatar src={invoice.avatar} name={invoice.client.name} size={34} />
                  <div className="invoice-client__text">
                    <span className="invoice-client__name">{invoice.client.name}</span>
                    <span className="invoice-client__email">{invoice.client.companyEmail}</span>
                  </div>
                </div>
              </td>
              <td className="invoice-table__num" data-label={t('columns.total')} data-testid="invoice-total">{format.money(invoice.total)}</td>
              <td className="invoice-table__date" data-label={t('columns.issued')}>{format.date(invoice.issuedDate)}</td>
              <td className="invoice-table__num" data-label={t('columns.balance')}>
                <BalanceCell balance={invoice.balance} />
              </td>
              <td className="invoice-table__actions">
                <Button variant="minimal" icon="trash" aria-label={t('actions.deleteOne', { id: invoice.id })} onClick={() => onDelete(invoice)} data-action="delete" />
                <Button variant="minimal" icon="eye-open" aria-label={t('actions.previewOne', { id: invoice.id })} onClick={() => void navigate(`/apps/invoice/preview/${invoice.id}`)} data-action="preview" />
                <PopoverNext
                  placement="bottom-end"
                  content={
                    <Menu>
                      <MenuItem icon="download" text={t('actions.download')} onClick={() => onDownload(invoice)} data-action="download" />
                      <MenuItem icon="edit" text={t('actions.edit')} onClick={() => void navigate(`/apps/invoice/edit/${invoice.id}`)} data-action="edit" />
                      <MenuItem icon="print" text={t('actions.print')} href={`/apps/invoice/print/${invoice.id}`} target="_blank" data-action="print" />
                    </Menu>
                  }
                >
                  <Button variant="minimal" icon="more" aria-label={t('actions.moreOne', { id: invoice.id })} data-action="more" />
                </PopoverNext>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
