import { PlaceholderPage } from '../../../components/placeholder-page';

/** Page shell until the dashboards feature is built: title, breadcrumbs and what the screen is for. */
export default function DashboardsPage() {
  return <PlaceholderPage namespace="dashboards" />;
}
