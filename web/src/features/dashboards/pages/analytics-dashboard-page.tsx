import { useTranslation } from 'react-i18next';
import { AvgSessionsCard } from '../components/avg-sessions-card';
import { CustomersCard } from '../components/customers-card';
import { SessionsDeviceCard } from '../components/sessions-device-card';
import { StatisticsTile } from '../components/statistics-tile';
import { SupportTrackerCard } from '../components/support-tracker-card';
import { DashboardPage, type DashboardSlot } from './dashboard-page';

/** Cards with their own period selector start from the page's period (`key` restarts them when it changes). */
const SLOTS: readonly DashboardSlot[] = [
  { span: 3, card: (period) => <StatisticsTile kind="subscribers" period={period} tone="primary" variant="area" /> },
  { span: 3, card: (period) => <StatisticsTile kind="orders" period={period} tone="warning" variant="area" /> },
  { span: 3, card: (period) => <StatisticsTile kind="site_traffic" period={period} tone="info" variant="line" /> },
  { span: 3, card: (period) => <StatisticsTile kind="active_users" period={period} tone="danger" variant="area" /> },
  { span: 6, card: (period) => <AvgSessionsCard key={period} initialPeriod={period} /> },
  { span: 6, card: (period) => <SupportTrackerCard key={period} initialPeriod={period} /> },
  { span: 4, card: (period) => <SessionsDeviceCard key={period} initialPeriod={period} /> },
  { span: 4, card: (period) => <CustomersCard key={period} initialPeriod={period} /> },
  { span: 4, card: (period) => <StatisticsTile kind="newsletter" period={period} tone="success" variant="bar" wide /> },
];

/** The analytics dashboard: audience tiles, sessions, support tickets, devices, customers, newsletter. */
export default function AnalyticsDashboardPage() {
  const { t } = useTranslation('dashboards');
  return <DashboardPage title={t('pages.analytics.title')} slots={SLOTS} />;
}
