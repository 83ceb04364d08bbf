import { Icon, type IconName } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { Data } from 'plotly.js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriod, StatisticsKind } from '../../../__generated__/graphql';
import { StatisticsQuery } from '../api/card-queries';
import { Chart } from '../charts/chart';
import { useChartTheme, withAlpha, type ChartTheme } from '../charts/use-chart-theme';
import { formatCount, formatMoney } from '../format';
import { DashCard } from './dash-card';
import { Trend } from './trend';

export type Tone = 'primary' | 'success' | 'warning' | 'danger' | 'info';
type Variant = 'area' | 'bar' | 'line';

const ICONS: Record<StatisticsKind, IconName> = {
  orders_bar_chart: 'shopping-cart',
  profit_line_chart: 'dollar',
  subscribers: 'people',
  revenue: 'bank-account',
  sales: 'trending-up',
  orders: 'box',
  site_traffic: 'globe-network',
  active_users: 'user',
  newsletter: 'envelope',
};

function traces(variant: Variant, theme: ChartTheme, color: string, labels: string[], series: { name: string; data: number[] }[]): Data[] {
  if (variant === 'bar') {
    const colors = [color, withAlpha(color, 0.35)];
    return series.map((s, i) => ({ type: 'bar', x: labels, y: s.data, name: s.name, marker: { color: colors[i] ?? theme.muted }, hovertemplate: '%{x}: %{y}<extra></extra>' }));
  }
  return series.map((s) => ({
    type: 'scatter',
    mode: 'lines',
    x: labels,
    y: s.data,
    name: s.name,
    line: { color, width: 2.5, shape: 'spline', smoothing: 0.8 },
    fill: variant === 'area' ? 'tozeroy' : 'none',
    fillcolor: withAlpha(color, 0.14),
    hovertemplate: '%{x}: %{y}<extra></extra>',
  }));
}

/**
 * A KPI tile of a statistics series (spec section 3): icon, total, growth and a small chart.
 * `wide` adds the axis labels for the tiles that span more columns.
 */
export function StatisticsTile({ kind, period, tone, variant, wide = false }: { kind: StatisticsKind; period: AnalyticsPeriod; tone: Tone; variant: Variant; wide?: boolean }) {
  const { t, i18n } = useTranslation('dashboards');
  const theme = useChartTheme();
  const { data, previousData, loading, error, refetch } = useQuery(StatisticsQuery, { variables: { kind, period } });
  const stat = (data ?? previousData)?.statistics;
  const color = theme[tone];
  const chartData = useMemo(() => (stat ? traces(variant, theme, color, stat.labels, stat.series) : []), [stat, variant, theme, color]);
  const value = stat ? (stat.unit === 'currency' ? formatMoney(stat.total, i18n.language, true) : formatCount(stat.total, i18n.language, true)) : '';
  return (
    <DashCard className={`kpi kpi--${tone} ${wide ? 'kpi--wide' : ''}`} testId={`stat-${kind}`} loading={loading && !stat} error={stat ? null : error} onRetry={() => void refetch()}>
      <div className="kpi__top">
        <span className={`kpi__icon tone-${tone}`}>
          <Icon icon={ICONS[kind]} size={20} />
        </span>
        {stat ? <Trend value={stat.growth} /> : null}
      </div>
      <div className="kpi__value" data-testid="kpi-value">
        {value}
      </div>
      <div className="kpi__label">{t(`statistics.${kind}`)}</div>
      <Chart
        data={chartData}
        height={wide ? 150 : 84}
        label={t('chart.seriesLabel', { title: t(`statistics.${kind}`) })}
        layout={{
          barmode: 'stack',
          bargap: 0.35,
          margin: { l: 0, r: 0, t: 6, b: wide ? 24 : 0 },
          xaxis: { visible: wide, showgrid: false, nticks: 8 },
          yaxis: { visible: false, rangemode: 'tozero' },
        }}
      />
    </DashCard>
  );
}
