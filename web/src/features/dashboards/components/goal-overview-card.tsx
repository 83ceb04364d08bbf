import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GoalOverviewQuery } from '../api/card-queries';
import { Chart } from '../charts/chart';
import { radialArc } from '../charts/radial';
import { useChartTheme } from '../charts/use-chart-theme';
import { formatCount, formatPercent } from '../format';
import { DashCard } from './dash-card';

/** The goal's completion as a radial chart, with completed and in-progress counts below. */
export function GoalOverviewCard() {
  const { t, i18n } = useTranslation('dashboards');
  const theme = useChartTheme();
  const { data, loading, error, refetch } = useQuery(GoalOverviewQuery);
  const goal = data?.goalOverview;
  const chart = useMemo(() => (goal ? [radialArc(theme, goal.percent, theme.success, { sweep: 270, hole: 0.82 })] : []), [goal, theme]);
  return (
    <DashCard title={t('goal.title')} testId="card-goal-overview" loading={loading && !goal} error={goal ? null : error} onRetry={() => void refetch()}>
      {goal ? (
        <>
          <Chart
            data={chart}
            height={240}
            label={t('goal.title')}
            layout={{
              margin: { l: 0, r: 0, t: 0, b: 0 },
              annotations: [{ text: formatPercent(goal.percent, i18n.language), showarrow: false, x: 0.5, y: 0.5, font: { size: 34, color: theme.textStrong } }],
            }}
          />
          <div className="split-stats">
            <div>
              <span className="text-muted">{t('goal.completed')}</span>
              <strong>{formatCount(goal.completed, i18n.language)}</strong>
            </div>
            <div>
              <span className="text-muted">{t('goal.inProgress')}</span>
              <strong>{formatCount(goal.inProgress, i18n.language)}</strong>
            </div>
          </div>
        </>
      ) : null}
    </DashCard>
  );
}
