import { Button, Card } from '@blueprintjs/core';
import type { Region } from '@blueprintjs/table';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EmployeeSortColumn } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { Can } from '../../../lib/ability';
import { ViewsMenu } from '../../../components/saved-views/views-menu';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { EmployeesQuery } from '../api/employees-query';
import { EmployeesGrid, selectedRows } from '../components/employees-grid';
import { Pager } from '../../../components/pager';
import { SearchInput } from '../../../components/search-input';
import { toggledSort, usePageInRange, useUrlListState } from '../../../lib/url-state';
import { StatusBadge } from '../components/status-badge';
import { PAGE_SIZES, STATUS_CODES } from '../employee-meta';
import { useCsvExport } from '../hooks/use-csv-export';
import { EMPLOYEE_TABLE, employeesVariables } from '../employee-table-state';
import { useBulkJob } from '../../../components/bulk/use-bulk-job';
import { useBulkSelection } from '../../../components/bulk/use-bulk-selection';
import { ability } from '../../../lib/ability';
import { EmployeesBulkBar } from '../components/employees-bulk-bar';
import '../datatables.css';

/** /datatables: the 100 employees with server-side search, sort and paging, row selection and CSV export. */
export default function DatatablesPage() {
  const { t } = useTranslation('datatables');
  const list = useUrlListState(EMPLOYEE_TABLE);
  const { state: params, update } = list;
  const { exportCsv, exporting } = useCsvExport(params);
  const { data, previousData, loading, error, refetch } = useQuery(EmployeesQuery, { variables: employeesVariables(params) });
  const page = (data ?? previousData)?.employees;
  usePageInRange(list, data?.employees.total, params.perPage);

  // A selection belongs to the rows it was made on: a new page, search, size or order shows other rows.
  const view = [params.q, params.page, params.perPage, params.sort.column, params.sort.direction].join('|');
  const [picked, setPicked] = useState<{ view: string; regions: Region[] }>({ view, regions: [] });
  // The grid's rows picked are the bulk change's; "all N matching" reads the list's search on the server.
  const bulk = useBulkSelection(view);
  const job = useBulkJob(['employees', 'allEmployees']);
  const mayBulk = ability.can('update', 'Employee');
  const total = page?.total ?? 0;
  // Cleared from the bulk bar (or by a change it started): the grid shows no rows picked either.
  const selection = picked.view === view && bulk.count(total) > 0 ? picked.regions : [];
  const setSelection = (regions: Region[]) => {
    setPicked({ view, regions });
    bulk.replace(page ? selectedRows(regions, page.items.length).map((row) => page.items[row].id) : []);
  };
  const selected = page ? selectedRows(selection, page.items.length) : [];

  function sortBy(column: EmployeeSortColumn) {
    update((current) => ({ sort: toggledSort(current.sort, column) }));
  }

  function body() {
    if (error && !page) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (!page) return <LoadingState />;
    if (page.items.length === 0) return <EmptyState icon="people" title={t('table.emptyTitle')} description={t('table.emptyText')} />;
    return <EmployeesGrid rows={page.items} sortColumn={params.sort.column} sort={params.sort.direction} onSort={sortBy} selection={selection} onSelection={setSelection} />;
  }

  return (
    <div className="page">
      <PageHeader title={t('pages.datatables.title')} actions={<ViewsMenu list="employees" fields={EMPLOYEE_TABLE} />} />
      <Card className="card card--flush emp-card" aria-busy={loading}>
        <div className="emp-card__head">
          <div>
            <h2 className="card__title">{t('table.title')}</h2>
            <p className="emp-card__hint">{t('table.hint')}</p>
          </div>
          <div className="emp-toolbar">
            <SearchInput
              value={list.search.text}
              onValueChange={list.search.setText}
              label={t('toolbar.search')}
              placeholder={t('toolbar.searchPlaceholder')}
              testId="employees-search"
            />
            <Button icon="export" intent="primary" variant="outlined" text={t('export.button')} loading={exporting} onClick={() => void exportCsv()} data-testid="employees-export" />
            <Can I="create" a="Employee">
              <Link to="/datatables/import" className="bp6-button" data-testid="import-employees">
                {t('import.button')}
              </Link>
            </Can>
          </div>
        </div>
        <div className="emp-card__bar">
          <ul className="emp-legend" aria-label={t('status.legend')}>
            {STATUS_CODES.map((code) => (
              <li key={code}>
                <StatusBadge status={code} />
              </li>
            ))}
          </ul>
          {selected.length > 0 && !mayBulk ? (
            <span className="emp-selection" data-testid="employees-selection">
              {t('table.selected', { count: selected.length })}
              <Button variant="minimal" size="small" icon="cross" aria-label={t('table.clearSelection')} onClick={() => setSelection([])} />
            </span>
          ) : null}
        </div>
        {mayBulk ? <EmployeesBulkBar selection={bulk} matching={{ q: params.q || undefined }} total={total} pageIds={page?.items.map((row) => row.id) ?? []} onStarted={job.started} /> : null}
        {job.progress}
        {body()}
        {page ? <Pager
            page={params.page}
            perPage={params.perPage}
            total={page.total}
            onChange={(p) => update({ page: p })}
            label={t('pager.label')}
            summary={{ testId: 'employees-summary', text: (range) => t('pager.summary', { ...range }) }}
            pageSize={{ options: PAGE_SIZES, onChange: (perPage) => update({ perPage }), testId: 'employees-page-size' }}
          /> : null}
      </Card>
    </div>
  );
}
