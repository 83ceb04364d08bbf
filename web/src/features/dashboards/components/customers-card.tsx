import { Icon, type IconName } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { Data } from 'plotly.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriod } from '../../../__generated__/graphql';
import { CustomersQuery } from '../api/card-queries';
import { Chart } from '../charts/chart';
import { useChartTheme } from '../charts/use-chart-theme';
import { formatCount } from '../format';
import { DashCard } from './dash-card';
import { PeriodSelect } from './period-select';

const SEGMENTS: { key: 'new' | 'returning' | 'referrals'; icon: IconName; tone: 'primary' | 'warning' | 'info' }[] = [
  { key: 'new', icon: 'new-person', tone: 'primary' },
  { key: 'returning', icon: 'refresh', tone: 'warning' },
  { key: 'referrals', icon: 'link', tone: 'info' },
];

/** New, returning and referred customers as a pie, with the counts. */
export function CustomersCard({ initialPeriod }: { initialPeriod: AnalyticsPeriod }) {
  const { t, i18n } = useTranslation('dashboards');
  const theme = useChartTheme();
  const [period, setPeriod] = useState(initialPeriod);
  const { data, previousData, loading, error, refetch } = useQuery(CustomersQuery, { variables: { period } });
  const customers = (data ?? previousData)?.customers;
  const chart = useMemo<Data[]>(
    () =>
      customers
        ? [
            {
              type: 'pie',
              sort: false,
              labels: SEGMENTS.map((s) => t(`customers.${s.key}`)),
              values: SEGMENTS.map((s) => customers[s.key]),
              marker: { colors: SEGMENTS.map((s) => theme[s.tone]), line: { color: theme.surface, width: 3 } },
              textinfo: 'percent',
              textfont: { color: '#ffffff', size: 12 },
              hovertemplate: '%{label}: %{value}<extra></extra>',
              direction: theme.rtl ? 'counterclockwise' : 'clockwise',
            },
          ]
        : [],
    [customers, theme, t],
  );
  return (
    <DashCard
      title={t('customers.title')}
      subtitle={customers ? t('customers.total', { value: formatCount(customers.total, i18n.language) }) : undefined}
      action={<PeriodSelect value={period} onChange={setPeriod} testId="customers-period" />}
      testId="card-customers"
      loading={loading && !customers}
      error={customers ? null : error}
      onRetry={() => void refetch()}
    >
      {customers ? (
        <>
          <Chart data={chart} height={210} label={t('customers.title')} layout={{ margin: { l: 0, r: 0, t: 0, b: 0 } }} />
          <ul className="metric-list metric-list--bordered" data-testid="customers-list">
            {SEGMENTS.map((s) => (
              <li key={s.key}>
                <span className={`metric-list__icon tone-${s.tone}`}>
                  <Icon icon={s.icon} size={14} />
                </span>
                <span className="metric-list__label">{t(`customers.${s.key}`)}</span>
                <strong>{formatCount(customers[s.key], i18n.language)}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </DashCard>
  );
}
