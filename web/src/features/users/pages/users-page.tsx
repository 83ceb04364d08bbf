import { PlaceholderPage } from '../../../components/placeholder-page';

/** Page shell until the users feature is built: title, breadcrumbs and what the screen is for. */
export default function UsersPage() {
  return <PlaceholderPage namespace="users" />;
}
