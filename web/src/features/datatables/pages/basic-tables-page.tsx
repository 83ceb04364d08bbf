import { Card, HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { EmployeesQuery } from '../api/employees-query';
import { LinkButton } from '../../../components/link-button';
import { StatusBadge } from '../components/status-badge';
import { useEmployeeFormat } from '../employee-format';
import '../datatables.css';

const SAMPLE_ROWS = 5;

/**
 * /tables (demo group "Tables"): the same employees as plain HTML tables in three styles — basic,
 * striped and bordered, compact — with a way to the full data table.
 */
export default function BasicTablesPage() {
  const { t } = useTranslation('datatables');
  const format = useEmployeeFormat();
  const { data, error, refetch } = useQuery(EmployeesQuery, { variables: { q: '', page: 1, perPage: SAMPLE_ROWS, sortColumn: null, sort: 'asc' } });
  const rows = data?.employees.items ?? [];

  function content() {
    if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (!data) return <LoadingState />;
    return (
      <div className="basic-tables">
        <Card className="card card--flush">
          <div className="basic-tables__head">
            <h2 className="card__title">{t('basic.plainTitle')}</h2>
            <p className="emp-card__hint">{t('basic.plainText')}</p>
          </div>
          <div className="basic-tables__scroll">
            <HTMLTable className="basic-table" data-testid="basic-table-plain">
              <thead>
                <tr>
                  <th>{t('columns.full_name')}</th>
                  <th>{t('columns.post')}</th>
                  <th>{t('columns.city')}</th>
                  <th>{t('columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <div className="emp-person">
                        <Avatar src={row.avatar} name={row.fullName} size={30} />
                        <div className="emp-person__text">
                          <span className="emp-person__name">{row.fullName}</span>
                          <span className="emp-person__email">{row.email}</span>
                        </div>
                      </div>
                    </td>
                    <td>{row.post}</td>
                    <td>{row.city}</td>
                    <td>
                      <StatusBadge status={row.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </Card>
        <div className="basic-tables__pair">
          <Card className="card card--flush">
            <div className="basic-tables__head">
              <h2 className="card__title">{t('basic.stripedTitle')}</h2>
              <p className="emp-card__hint">{t('basic.stripedText')}</p>
            </div>
            <div className="basic-tables__scroll">
              <HTMLTable className="basic-table" striped bordered data-testid="basic-table-striped">
                <thead>
                  <tr>
                    <th>{t('columns.full_name')}</th>
                    <th>{t('columns.start_date')}</th>
                    <th className="basic-table__num">{t('columns.salary')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td>{row.fullName}</td>
                      <td>{format.startDate(row)}</td>
                      <td className="basic-table__num">{format.salary(row)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          </Card>
          <Card className="card card--flush">
            <div className="basic-tables__head">
              <h2 className="card__title">{t('basic.compactTitle')}</h2>
              <p className="emp-card__hint">{t('basic.compactText')}</p>
            </div>
            <div className="basic-tables__scroll">
              <HTMLTable className="basic-table" compact interactive data-testid="basic-table-compact">
                <thead>
                  <tr>
                    <th>{t('columns.full_name')}</th>
                    <th className="basic-table__num">{t('columns.age')}</th>
                    <th>{t('columns.experience')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td>{row.fullName}</td>
                      <td className="basic-table__num">{row.age}</td>
                      <td>{format.experience(row)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          </Card>
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
