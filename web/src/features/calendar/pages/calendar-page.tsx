import { PlaceholderPage } from '../../../components/placeholder-page';

/** Page shell until the calendar feature is built: title, breadcrumbs and what the screen is for. */
export default function CalendarPage() {
  return <PlaceholderPage namespace="calendar" />;
}
