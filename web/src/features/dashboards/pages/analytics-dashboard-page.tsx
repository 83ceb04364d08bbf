import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AvgSessionsCard } from '../components/avg-sessions-card';
import { CustomersCard } from '../components/customers-card';
import { SessionsDeviceCard } from '../components/sessions-device-card';
import { StatisticsTile } from '../components/statistics-tile';
import { SupportTrackerCard } from '../components/support-tracker-card';
import { usePagePeriod } from '../period';
import { DashboardPeriodControl } from './dashboard-period-control';
import '../dashboards.css';

/** The analytics dashboard: audience tiles, sessions, support tickets, devices, customers, newsletter. */
export default function AnalyticsDashboardPage() {
  const { t } = useTranslation('dashboards');
  const [period, setPeriod] = usePagePeriod();
  return (
    <div className="page dashboard">
      <PageHeader title={t('pages.analytics.title')} actions={<DashboardPeriodControl value={period} onChange={setPeriod} />} />
      <div className="dash-grid">
        <div className="span-3">
          <StatisticsTile kind="subscribers" period={period} tone="primary" variant="area" />
        </div>
        <div className="span-3">
          <StatisticsTile kind="orders" period={period} tone="warning" variant="area" />
        </div>
        <div className="span-3">
          <StatisticsTile kind="site_traffic" period={period} tone="info" variant="line" />
        </div>
        <div className="span-3">
          <StatisticsTile kind="active_users" period={period} tone="danger" variant="area" />
        </div>
        <div className="span-6">
          <AvgSessionsCard key={period} initialPeriod={period} />
        </div>
        <div className="span-6">
          <SupportTrackerCard key={period} initialPeriod={period} />
        </div>
        <div className="span-4">
          <SessionsDeviceCard key={period} initialPeriod={period} />
        </div>
        <div className="span-4">
          <CustomersCard key={period} initialPeriod={period} />
        </div>
        <div className="span-4">
          <StatisticsTile kind="newsletter" period={period} tone="success" variant="bar" wide />
        </div>
      </div>
    </div>
  );
}
