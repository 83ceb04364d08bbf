import { PlaceholderPage } from '../../../components/placeholder-page';

/** Page shell until the ecommerce feature is built: title, breadcrumbs and what the screen is for. */
export default function EcommercePage() {
  return <PlaceholderPage namespace="ecommerce" />;
}
