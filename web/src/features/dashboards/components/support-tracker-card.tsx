import { Icon, type IconName } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriod } from '../../../__generated__/graphql';
import { SupportTrackerQuery } from '../api/card-queries';
import { Chart } from '../charts/chart';
import { radialArc } from '../charts/radial';
import { useChartTheme } from '../charts/use-chart-theme';
import { formatCount, formatPercent } from '../format';
import { DashCard } from './dash-card';
import { PeriodSelect } from './period-select';

/** Tickets of the period: total, new, open, response time and a gauge of the share closed. */
export function SupportTrackerCard({ initialPeriod }: { initialPeriod: AnalyticsPeriod }) {
  const { t, i18n } = useTranslation('dashboards');
  const theme = useChartTheme();
  const [period, setPeriod] = useState(initialPeriod);
  const { data, previousData, loading, error, refetch } = useQuery(SupportTrackerQuery, { variables: { period } });
  const tracker = (data ?? previousData)?.supportTracker;
  const chart = useMemo(() => (tracker ? [radialArc(theme, tracker.completedPercent, theme.primary, { sweep: 270, hole: 0.8 })] : []), [tracker, theme]);
  const rows: { icon: IconName; tone: string; label: string; value: string }[] = tracker
    ? [
        { icon: 'plus', tone: 'primary', label: t('support.newTicket'), value: formatCount(tracker.newTicket, i18n.language) },
        { icon: 'inbox', tone: 'info', label: t('support.openTicket'), value: formatCount(tracker.openTicket, i18n.language) },
        { icon: 'time', tone: 'warning', label: t('support.responseTime'), value: t('support.hours', { count: tracker.responseTime }) },
      ]
    : [];
  return (
    <DashCard
      title={t('support.title')}
      subtitle={t(`period.${period}`)}
      action={<PeriodSelect value={period} onChange={setPeriod} testId="support-period" />}
      testId="card-support-tracker"
      loading={loading && !tracker}
      error={tracker ? null : error}
      onRetry={() => void refetch()}
    >
      {tracker ? (
        <div className="support">
          <div className="support__stats">
            <div className="support__total">
              <span className="big-number" data-testid="support-total">
                {formatCount(tracker.totalTicket, i18n.language)}
              </span>
              <span className="text-muted">{t('support.totalTicket')}</span>
            </div>
            <ul className="metric-list">
              {rows.map((row) => (
                <li key={row.label}>
                  <span className={`metric-list__icon tone-${row.tone}`}>
                    <Icon icon={row.icon} size={14} />
                  </span>
                  <span className="metric-list__label">{row.label}</span>
                  <strong>{row.value}</strong>
                </li>
              ))}
            </ul>
          </div>
          <div className="support__gauge">
            <Chart
              data={chart}
              height={230}
              label={t('support.completed', { value: formatPercent(tracker.completedPercent, i18n.language) })}
              layout={{
                margin: { l: 0, r: 0, t: 0, b: 0 },
                annotations: [
                  { text: t('support.completedTasks'), showarrow: false, x: 0.5, y: 0.6, font: { size: 13, color: theme.muted } },
                  { text: formatPercent(tracker.completedPercent, i18n.language), showarrow: false, x: 0.5, y: 0.45, font: { size: 30, color: theme.textStrong } },
                ],
              }}
            />
          </div>
        </div>
      ) : null}
    </DashCard>
  );
}
