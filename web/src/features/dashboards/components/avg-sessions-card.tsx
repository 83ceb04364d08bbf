import { Intent, ProgressBar } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { Data } from 'plotly.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriod } from '../../../__generated__/graphql';
import { AvgSessionsQuery } from '../api/card-queries';
import { Chart } from '../charts/chart';
import { useChartTheme, withAlpha } from '../charts/use-chart-theme';
import { formatCount } from '../format';
import { DashCard } from './dash-card';
import { PeriodSelect } from './period-select';
import { Trend } from './trend';

/** Average sessions per day with its bars and the goal, users, retention and duration progress. */
export function AvgSessionsCard({ initialPeriod }: { initialPeriod: AnalyticsPeriod }) {
  const { t, i18n } = useTranslation('dashboards');
  const theme = useChartTheme();
  const [period, setPeriod] = useState(initialPeriod);
  const { data, previousData, loading, error, refetch } = useQuery(AvgSessionsQuery, { variables: { period } });
  const sessions = (data ?? previousData)?.avgSessions;
  const chart = useMemo<Data[]>(() => {
    if (!sessions) return [];
    const peak = Math.max(...sessions.series);
    return [
      {
        type: 'bar',
        x: sessions.labels,
        y: sessions.series,
        marker: { color: sessions.series.map((v) => (v === peak ? theme.primary : withAlpha(theme.primary, 0.16))) },
        hovertemplate: '%{x}: %{y}<extra></extra>',
      },
    ];
  }, [sessions, theme]);
  const progress = sessions
    ? [
        { key: 'goal', value: `$${formatCount(sessions.goal, i18n.language, true)}`, ratio: sessions.goalProgress, intent: Intent.PRIMARY },
        { key: 'users', value: formatCount(sessions.users, i18n.language, true), ratio: sessions.usersProgress, intent: Intent.WARNING },
        { key: 'retention', value: `${sessions.retention}%`, ratio: sessions.retentionProgress, intent: Intent.DANGER },
        { key: 'duration', value: t('avgSessions.minutes', { count: sessions.duration }), ratio: sessions.durationProgress, intent: Intent.SUCCESS },
      ]
    : [];
  return (
    <DashCard
      testId="card-avg-sessions"
      action={<PeriodSelect value={period} onChange={setPeriod} testId="avg-sessions-period" />}
      title={t('avgSessions.title')}
      subtitle={t(`period.${period}`)}
      loading={loading && !sessions}
      error={sessions ? null : error}
      onRetry={() => void refetch()}
    >
      {sessions ? (
        <>
          <div className="avg-sessions">
            <div className="avg-sessions__summary">
              <span className="big-number" data-testid="avg-sessions-value">
                {formatCount(sessions.sessions, i18n.language)}
              </span>
              <span className="text-muted">{t('avgSessions.perDay')}</span>
              <span className="avg-sessions__trend">
                <Trend value={sessions.growth} /> <span className="text-muted">{t('avgSessions.vsPrevious')}</span>
              </span>
            </div>
            <div className="avg-sessions__chart">
              <Chart
                data={chart}
                height={170}
                label={t('avgSessions.title')}
                layout={{ bargap: 0.45, margin: { l: 0, r: 0, t: 4, b: 24 }, xaxis: { showgrid: false, nticks: 7 }, yaxis: { visible: false } }}
              />
            </div>
          </div>
          <div className="progress-grid">
            {progress.map((item) => (
              <div key={item.key} className="progress-grid__item">
                <span className="text-muted">{t(`avgSessions.${item.key}`)}</span>
                <strong>{item.value}</strong>
                <ProgressBar value={item.ratio / 100} intent={item.intent} animate={false} stripes={false} aria-label={t(`avgSessions.${item.key}`)} />
              </div>
            ))}
          </div>
        </>
      ) : null}
    </DashCard>
  );
}
