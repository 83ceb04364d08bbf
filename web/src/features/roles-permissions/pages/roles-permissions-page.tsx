import { PlaceholderPage } from '../../../components/placeholder-page';

/** Page shell until the roles-permissions feature is built: title, breadcrumbs and what the screen is for. */
export default function RolesPermissionsPage() {
  return <PlaceholderPage namespace="roles-permissions" />;
}
