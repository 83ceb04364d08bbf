import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { InvoiceSortColumn, InvoiceStatus, SortDirection } from '../../../__generated__/graphql';
import { DIRECTIONS, INVOICE_SORT_COLUMNS, INVOICE_STATUSES, isOneOf } from '../api/invoice-rules';

export interface InvoiceListParams {
  q: string;
  status: InvoiceStatus | null;
  sortColumn: InvoiceSortColumn;
  sort: SortDirection;
  page: number;
}

type Patch = Partial<InvoiceListParams>;

/** The server's default order (schema/invoices.graphql): newest invoice first. */
const DEFAULT_SORT: Pick<InvoiceListParams, 'sortColumn' | 'sort'> = { sortColumn: 'id', sort: 'desc' };

/**
 * The list state lives in the URL (`?q=&status=Paid&sort=total.asc&page=2`) so it survives a reload and
 * can be shared. Unknown values fall back to the defaults; any change but a page change returns to page 1.
 */
export function useInvoiceListParams(): [InvoiceListParams, (patch: Patch, options?: { replace?: boolean }) => void] {
  const [search, setSearch] = useSearchParams();

  const params = useMemo<InvoiceListParams>(() => {
    const [column, direction] = (search.get('sort') ?? '').split('.');
    const page = Number(search.get('page'));
    const status = search.get('status');
    const sorted = isOneOf(INVOICE_SORT_COLUMNS, column) && isOneOf(DIRECTIONS, direction);
    return {
      q: search.get('q') ?? '',
      status: isOneOf(INVOICE_STATUSES, status) ? status : null,
      sortColumn: sorted ? column : DEFAULT_SORT.sortColumn,
      sort: sorted ? direction : DEFAULT_SORT.sort,
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [search]);

  const update = useCallback(
    (patch: Patch, options?: { replace?: boolean }) => {
      const next = { ...params, ...patch, page: patch.page ?? 1 };
      const query = new URLSearchParams();
      if (next.q) query.set('q', next.q);
      if (next.status) query.set('status', next.status);
      if (next.sortColumn !== DEFAULT_SORT.sortColumn || next.sort !== DEFAULT_SORT.sort) query.set('sort', `${next.sortColumn}.${next.sort}`);
      if (next.page > 1) query.set('page', String(next.page));
      setSearch(query, { replace: options?.replace });
    },
    [params, setSearch],
  );

  return [params, update];
}
