import { PlaceholderPage } from '../../../components/placeholder-page';

/** Page shell until the demo feature is built: title, breadcrumbs and what the screen is for. */
export default function DemoPage() {
  return <PlaceholderPage namespace="demo" />;
}
