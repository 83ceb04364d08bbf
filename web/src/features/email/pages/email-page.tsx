import { PlaceholderPage } from '../../../components/placeholder-page';

/** Page shell until the email feature is built: title, breadcrumbs and what the screen is for. */
export default function EmailPage() {
  return <PlaceholderPage namespace="email" />;
}
