import { PlaceholderPage } from '../../../components/placeholder-page';

/** Page shell until the datatables feature is built: title, breadcrumbs and what the screen is for. */
export default function DatatablesPage() {
  return <PlaceholderPage namespace="datatables" />;
}
