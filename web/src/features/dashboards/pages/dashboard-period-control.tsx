import { SegmentedControl } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriod } from '../../../__generated__/graphql';
import { PERIODS } from '../period';

/** The dashboard-wide period switch in the page header; cards with their own selector start from it. */
export function DashboardPeriodControl({ value, onChange }: { value: AnalyticsPeriod; onChange: (period: AnalyticsPeriod) => void }) {
  const { t } = useTranslation('dashboards');
  return (
    <SegmentedControl
      className="dashboard-period"
      data-testid="dashboard-period"
      aria-label={t('period.label')}
      size="small"
      value={value}
      onValueChange={(next) => {
        const period = PERIODS.find((p) => p === next);
        if (period) onChange(period);
      }}
      options={PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
    />
  );
}
