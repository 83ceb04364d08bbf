import { PlaceholderPage } from '../../../components/placeholder-page';

/** Page shell until the todo feature is built: title, breadcrumbs and what the screen is for. */
export default function TodoPage() {
  return <PlaceholderPage namespace="todo" />;
}
