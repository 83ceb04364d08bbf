import { useTranslation } from 'react-i18next';
import { GoalOverviewCard } from '../components/goal-overview-card';
import { ProductOrdersCard } from '../components/product-orders-card';
import { RevenueCard } from '../components/revenue-card';
import { RevenueReportCard } from '../components/revenue-report-card';
import { StatisticsOverviewCard } from '../components/statistics-overview-card';
import { StatisticsTile } from '../components/statistics-tile';
import { WelcomeCard } from '../components/welcome-card';
import { DashboardPage, type DashboardSlot } from './dashboard-page';

const SLOTS: readonly DashboardSlot[] = [
  { span: 4, card: (period) => <WelcomeCard period={period} /> },
  { span: 8, card: (period) => <StatisticsOverviewCard period={period} /> },
  { span: 3, card: (period) => <StatisticsTile kind="orders_bar_chart" period={period} tone="warning" variant="bar" /> },
  { span: 3, card: (period) => <StatisticsTile kind="profit_line_chart" period={period} tone="info" variant="line" /> },
  { span: 3, card: (period) => <StatisticsTile kind="sales" period={period} tone="primary" variant="bar" /> },
  { span: 3, card: (period) => <StatisticsTile kind="revenue" period={period} tone="success" variant="area" /> },
  { span: 8, card: () => <RevenueReportCard /> },
  { span: 4, card: () => <GoalOverviewCard /> },
  { span: 4, card: (period) => <ProductOrdersCard key={period} initialPeriod={period} /> },
  { span: 8, card: () => <RevenueCard /> },
];

/** The e-commerce dashboard (route `/`): sales, orders, profit, revenue report, goal and orders by status. */
export default function EcommerceDashboardPage() {
  const { t } = useTranslation('dashboards');
  return <DashboardPage title={t('pages.ecommerce.title')} slots={SLOTS} />;
}
