import { Card, type HTMLTableProps } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeFieldsFragment, EmployeeSortColumn } from '../../../__generated__/graphql';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { ScrollTable } from '../../../components/tables';
import { ErrorState, LoadingState } from '../../../components/states';
import { EmployeesQuery } from '../api/employees-query';
import { EmployeePerson } from '../components/employee-person';
import { StatusBadge } from '../components/status-badge';
import { useEmployeeFormat } from '../employee-format';
import '../datatables.css';

const SAMPLE_ROWS = 5;

interface SampleColumn {
  key: EmployeeSortColumn;
  /** Figures, aligned to the end. */
  numeric?: true;
  cell: (row: EmployeeFieldsFragment) => ReactNode;
}

/** One style of plain table: HTMLTable's flags for it and the columns it shows. */
interface Sample {
  style: 'plain' | 'striped' | 'compact';
  table: Pick<HTMLTableProps, 'striped' | 'bordered' | 'compact' | 'interactive'>;
  columns: SampleColumn[];
}

/** A sample: its title and note over the rows in its style. */
function SampleTable({ sample, rows }: { sample: Sample; rows: readonly EmployeeFieldsFragment[] }) {
  const { t } = useTranslation('datatables');
  const { style, table, columns } = sample;
  const numeric = (column: SampleColumn) => (column.numeric ? 'basic-table__num' : undefined);
  return (
    <Card className="card card--flush">
      <div className="basic-tables__head">
        <h2 className="card__title">{t(`basic.${style}Title`)}</h2>
        <p className="emp-card__hint">{t(`basic.${style}Text`)}</p>
      </div>
      <ScrollTable
        className="basic-table"
        {...table}
        data-testid={`basic-table-${style}`}
        head={columns.map((column) => (
          <th key={column.key} className={numeric(column)}>
            {t(`columns.${column.key}`)}
          </th>
        ))}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <td key={column.key} className={numeric(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </ScrollTable>
    </Card>
  );
}

/**
 * /tables (demo group "Tables"): the same employees as plain HTML tables in three styles — basic,
 * striped and bordered, compact — with a way to the full data table.
 */
export default function BasicTablesPage() {
  const { t } = useTranslation('datatables');
  const format = useEmployeeFormat();
  const { data, error, refetch } = useQuery(EmployeesQuery, { variables: { q: '', page: 1, perPage: SAMPLE_ROWS, sortColumn: null, sort: 'asc' } });
  const rows = data?.employees.items ?? [];
  const fullName: SampleColumn = { key: 'full_name', cell: (row) => row.fullName };
  const plain: Sample = {
    style: 'plain',
    table: {},
    columns: [
      { key: 'full_name', cell: (row) => <EmployeePerson employee={row} size={30} /> },
      { key: 'post', cell: (row) => row.post },
      { key: 'city', cell: (row) => row.city },
      { key: 'status', cell: (row) => <StatusBadge status={row.status} /> },
    ],
  };
  // Side by side below the plain one.
  const paired: Sample[] = [
    { style: 'striped', table: { striped: true, bordered: true }, columns: [fullName, { key: 'start_date', cell: format.startDate }, { key: 'salary', numeric: true, cell: format.salary }] },
    { style: 'compact', table: { compact: true, interactive: true }, columns: [fullName, { key: 'age', numeric: true, cell: (row) => row.age }, { key: 'experience', cell: format.experience }] },
  ];

  function content() {
    if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (!data) return <LoadingState />;
    return (
      <div className="basic-tables">
        <SampleTable sample={plain} rows={rows} />
        <div className="basic-tables__pair">
          {paired.map((sample) => (
            <SampleTable key={sample.style} sample={sample} rows={rows} />
          ))}
        </div>
      </div>
    );
  }

  return (
    <div className="page">
      <PageHeader title={t('pages.tables.title')} actions={<LinkButton to="/datatables" intent="primary" icon="th" text={t('basic.openFull')} data-testid="open-datatables" />} />
      {content()}
    </div>
  );
}
