import { useQuery } from '@apollo/client/react';
import type { Data } from 'plotly.js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RevenueQuery } from '../api/card-queries';
import { Chart } from '../charts/chart';
import { useChartTheme, withAlpha } from '../charts/use-chart-theme';
import { formatMoney } from '../format';
import { DashCard } from './dash-card';

/** This month's revenue against last month's, as two lines. */
export function RevenueCard() {
  const { t, i18n } = useTranslation('dashboards');
  const theme = useChartTheme();
  const { data, loading, error, refetch } = useQuery(RevenueQuery);
  const revenue = data?.revenue;
  const chart = useMemo<Data[]>(
    () =>
      revenue
        ? [
            {
              type: 'scatter',
              mode: 'lines',
              name: t('revenue.current'),
              x: revenue.labels,
              y: revenue.currentMonth,
              line: { color: theme.primary, width: 3, shape: 'spline' },
              fill: 'tozeroy',
              fillcolor: withAlpha(theme.primary, 0.08),
              hovertemplate: '%{x}: %{y:$,}<extra></extra>',
            },
            {
              type: 'scatter',
              mode: 'lines',
              name: t('revenue.previous'),
              x: revenue.labels,
              y: revenue.previousMonth,
              line: { color: theme.muted, width: 2, dash: 'dash', shape: 'spline' },
              hovertemplate: '%{x}: %{y:$,}<extra></extra>',
            },
          ]
        : [],
    [revenue, theme, t],
  );
  return (
    <DashCard title={t('revenue.title')} testId="card-revenue" loading={loading && !revenue} error={revenue ? null : error} onRetry={() => void refetch()}>
      {revenue ? (
        <>
          <div className="split-stats split-stats--start">
            <div>
              <span className="text-muted">
                <span className="legend__dot tone-bg-primary" /> {t('revenue.current')}
              </span>
              <strong className="tone-text-primary">{formatMoney(revenue.currentTotal, i18n.language)}</strong>
            </div>
            <div>
              <span className="text-muted">
                <span className="legend__dot tone-bg-muted" /> {t('revenue.previous')}
              </span>
              <strong>{formatMoney(revenue.previousTotal, i18n.language)}</strong>
            </div>
          </div>
          <Chart data={chart} height={240} label={t('revenue.title')} layout={{ margin: { l: 0, r: 0, t: 10, b: 24 }, xaxis: { showgrid: false }, yaxis: { tickprefix: '$', nticks: 5 } }} />
        </>
      ) : null}
    </DashCard>
  );
}
