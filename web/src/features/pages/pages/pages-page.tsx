import { PlaceholderPage } from '../../../components/placeholder-page';

/** Page shell until the pages feature is built: title, breadcrumbs and what the screen is for. */
export default function PagesPage() {
  return <PlaceholderPage namespace="pages" />;
}
