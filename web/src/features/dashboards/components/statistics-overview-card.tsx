import { Icon, type IconName } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriod, StatisticsKind } from '../../../__generated__/graphql';
import { StatisticsQuery } from '../api/card-queries';
import { formatCount, formatMoney } from '../format';
import { DashCard } from './dash-card';

const ITEMS: { kind: StatisticsKind; icon: IconName; tone: string }[] = [
  { kind: 'sales', icon: 'trending-up', tone: 'primary' },
  { kind: 'active_users', icon: 'people', tone: 'info' },
  { kind: 'orders', icon: 'box', tone: 'danger' },
  { kind: 'revenue', icon: 'dollar', tone: 'success' },
];

function OverviewItem({ kind, icon, tone, period }: { kind: StatisticsKind; icon: IconName; tone: string; period: AnalyticsPeriod }) {
  const { t, i18n } = useTranslation('dashboards');
  const { data, previousData } = useQuery(StatisticsQuery, { variables: { kind, period } });
  const stat = (data ?? previousData)?.statistics;
  return (
    <div className="overview-item" data-testid={`overview-${kind}`}>
      <span className={`overview-item__icon tone-${tone}`}>
        <Icon icon={icon} size={22} />
      </span>
      <div>
        <strong className="overview-item__value">
          {stat ? (stat.unit === 'currency' ? formatMoney(stat.total, i18n.language, true) : formatCount(stat.total, i18n.language, true)) : '—'}
        </strong>
        <span className="text-muted">{t(`statistics.${kind}`)}</span>
      </div>
    </div>
  );
}

/** Four headline figures of the period in one card. */
export function StatisticsOverviewCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation('dashboards');
  return (
    <DashCard title={t('overview.title')} action={<span className="text-muted">{t(`period.${period}`)}</span>} testId="card-overview">
      <div className="overview-grid">
        {ITEMS.map((item) => (
          <OverviewItem key={item.kind} {...item} period={period} />
        ))}
      </div>
    </DashCard>
  );
}
