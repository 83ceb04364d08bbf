import { PlaceholderPage } from '../../../components/placeholder-page';

/** Page shell until the chat feature is built: title, breadcrumbs and what the screen is for. */
export default function ChatPage() {
  return <PlaceholderPage namespace="chat" />;
}
