import type { ReactNode } from 'react';
import type { AnalyticsPeriod } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { usePagePeriod } from '../period';
import { DashboardPeriodControl } from './dashboard-period-control';
import '../dashboards.css';

/** A card and the columns (of 12) it spans in the dashboard grid. */
export interface DashboardSlot {
  span: 3 | 4 | 6 | 8;
  card: (period: AnalyticsPeriod) => ReactNode;
}

/** The scaffolding both dashboards share: title, the page-wide period switch (kept in the URL) and the card grid. */
export function DashboardPage({ title, slots }: { title: string; slots: readonly DashboardSlot[] }) {
  const [period, setPeriod] = usePagePeriod();
  return (
    <div className="page dashboard">
      <PageHeader title={title} actions={<DashboardPeriodControl value={period} onChange={setPeriod} />} />
      <div className="dash-grid">
        {slots.map((slot, index) => (
          <div key={index} className={`span-${slot.span}`}>
            {slot.card(period)}
          </div>
        ))}
      </div>
    </div>
  );
}
