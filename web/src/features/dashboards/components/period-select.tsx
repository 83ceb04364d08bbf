import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriod } from '../../../__generated__/graphql';
import { PERIODS } from '../period';

/** The per-card period dropdown (Last 28 Days, Last Month, Last Year). */
export function PeriodSelect({ value, onChange, testId }: { value: AnalyticsPeriod; onChange: (period: AnalyticsPeriod) => void; testId?: string }) {
  const { t } = useTranslation('dashboards');
  return (
    <HTMLSelect
      minimal
      className="period-select"
      aria-label={t('period.label')}
      value={value}
      data-testid={testId}
      onChange={(event) => {
        const next = PERIODS.find((p) => p === event.currentTarget.value);
        if (next) onChange(next);
      }}
      options={PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
    />
  );
}
