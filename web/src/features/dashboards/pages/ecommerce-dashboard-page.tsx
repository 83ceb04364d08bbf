import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { GoalOverviewCard } from '../components/goal-overview-card';
import { ProductOrdersCard } from '../components/product-orders-card';
import { RevenueCard } from '../components/revenue-card';
import { RevenueReportCard } from '../components/revenue-report-card';
import { StatisticsOverviewCard } from '../components/statistics-overview-card';
import { StatisticsTile } from '../components/statistics-tile';
import { WelcomeCard } from '../components/welcome-card';
import { usePagePeriod } from '../period';
import { DashboardPeriodControl } from './dashboard-period-control';
import '../dashboards.css';

/** The e-commerce dashboard (route `/`): sales, orders, profit, revenue report, goal and orders by status. */
export default function EcommerceDashboardPage() {
  const { t } = useTranslation('dashboards');
  const [period, setPeriod] = usePagePeriod();
  return (
    <div className="page dashboard">
      <PageHeader title={t('pages.ecommerce.title')} actions={<DashboardPeriodControl value={period} onChange={setPeriod} />} />
      <div className="dash-grid">
        <div className="span-4">
          <WelcomeCard period={period} />
        </div>
        <div className="span-8">
          <StatisticsOverviewCard period={period} />
        </div>
        <div className="span-3">
          <StatisticsTile kind="orders_bar_chart" period={period} tone="warning" variant="bar" />
        </div>
        <div className="span-3">
          <StatisticsTile kind="profit_line_chart" period={period} tone="info" variant="line" />
        </div>
        <div className="span-3">
          <StatisticsTile kind="sales" period={period} tone="primary" variant="bar" />
        </div>
        <div className="span-3">
          <StatisticsTile kind="revenue" period={period} tone="success" variant="area" />
        </div>
        <div className="span-8">
          <RevenueReportCard />
        </div>
        <div className="span-4">
          <GoalOverviewCard />
        </div>
        <div className="span-4">
          <ProductOrdersCard key={period} initialPeriod={period} />
        </div>
        <div className="span-8">
          <RevenueCard />
        </div>
      </div>
    </div>
  );
}
