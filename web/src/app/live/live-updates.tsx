import { useEventsLive } from '../../features/calendar/live/use-events-live';
import { useChatLive } from '../../features/chat/live/use-chat-live';
import { useShopLive } from '../../features/ecommerce/live/use-shop-live';
import { useEmailsLive } from '../../features/email/live/use-emails-live';
import { useInvoicesLive } from '../../features/invoices/live/use-invoices-live';
import { usePermissionsLive } from '../../features/roles-permissions/live/use-permissions-live';
import { useTasksLive } from '../../features/todo/live/use-tasks-live';
import { useUsersLive } from '../../features/users/live/use-users-live';
import { Can, type Subject } from '../../lib/ability';
import { useNotificationsLive } from '../notifications/use-notifications-live';
import { useBookmarksLive } from '../search/use-bookmarks-live';

/** Each feature's live hook, with the subject its subscriptions need `read` on (the server refuses the rest). */
const FEATURES: readonly { name: string; subject: Subject; use: () => void }[] = [
  { name: 'notifications', subject: 'Auth', use: useNotificationsLive },
  { name: 'bookmarks', subject: 'Auth', use: useBookmarksLive },
  { name: 'tasks', subject: 'Task', use: useTasksLive },
  { name: 'events', subject: 'Event', use: useEventsLive },
  { name: 'emails', subject: 'Email', use: useEmailsLive },
  { name: 'permissions', subject: 'Permission', use: usePermissionsLive },
  { name: 'users', subject: 'User', use: useUsersLive },
  { name: 'invoices', subject: 'Invoice', use: useInvoicesLive },
  { name: 'shop', subject: 'Product', use: useShopLive },
  { name: 'chat', subject: 'Chat', use: useChatLive },
];

function Live({ use }: { use: () => void }) {
  use();
  return null;
}

/**
 * The shell's live subscriptions, one set per signed-in session: they keep the normalized cache current
 * on every page (a list read earlier is right when it is shown again), not only on the page that shows it.
 * Each runs only if the account may read its subject, so a client-role session asks for nothing it may not read.
 */
export function LiveUpdates() {
  return (
    <>
      {FEATURES.map(({ name, subject, use }) => (
        <Can key={name} I="read" a={subject}>
          <Live use={use} />
        </Can>
      ))}
    </>
  );
}
