import { PlaceholderPage } from '../../../components/placeholder-page';

/** Page shell until the invoices feature is built: title, breadcrumbs and what the screen is for. */
export default function InvoicesPage() {
  return <PlaceholderPage namespace="invoices" />;
}
