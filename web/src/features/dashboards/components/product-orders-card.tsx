import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriod } from '../../../__generated__/graphql';
import { ProductOrdersQuery } from '../api/card-queries';
import { Chart } from '../charts/chart';
import { radialArc } from '../charts/radial';
import { useChartTheme } from '../charts/use-chart-theme';
import { formatCount } from '../format';
import { DashCard } from './dash-card';
import { PeriodSelect } from './period-select';

const TONES = ['primary', 'warning', 'danger'] as const;
const KEYS = ['finished', 'pending', 'rejected'] as const;

/** Finished, pending and rejected orders as concentric rings, with the counts beside them. */
export function ProductOrdersCard({ initialPeriod }: { initialPeriod: AnalyticsPeriod }) {
  const { t, i18n } = useTranslation('dashboards');
  const theme = useChartTheme();
  const [period, setPeriod] = useState(initialPeriod);
  const { data, previousData, loading, error, refetch } = useQuery(ProductOrdersQuery, { variables: { period } });
  const orders = (data ?? previousData)?.productOrders;
  const chart = useMemo(
    () => (orders ? orders.series.map((percent, i) => radialArc(theme, percent, theme[TONES[i] ?? 'primary'], { hole: 0.82, domain: i * 0.12 })) : []),
    [orders, theme],
  );
  return (
    <DashCard
      title={t('productOrders.title')}
      subtitle={t(`period.${period}`)}
      action={<PeriodSelect value={period} onChange={setPeriod} testId="product-orders-period" />}
      testId="card-product-orders"
      loading={loading && !orders}
      error={orders ? null : error}
      onRetry={() => void refetch()}
    >
      {orders ? (
        <>
          <Chart
            data={chart}
            height={220}
            label={t('productOrders.title')}
            layout={{
              margin: { l: 0, r: 0, t: 0, b: 0 },
              annotations: [
                { text: formatCount(orders.total, i18n.language), showarrow: false, x: 0.5, y: 0.54, font: { size: 22, color: theme.textStrong } },
                { text: t('productOrders.total'), showarrow: false, x: 0.5, y: 0.4, font: { size: 12, color: theme.muted } },
              ],
            }}
          />
          <ul className="metric-list metric-list--bordered" data-testid="product-orders-list">
            {KEYS.map((key, i) => (
              <li key={key}>
                <span className={`legend__dot tone-bg-${TONES[i]}`} />
                <span className="metric-list__label">{t(`productOrders.${key}`)}</span>
                <strong>{formatCount(orders[key], i18n.language)}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </DashCard>
  );
}
