import { applyMailLetterChanged, MailLetterChangedSubscription } from '../../features/audit/live/mail-letter-changed';
import { applyEventChanged, CalendarEventChangedSubscription } from '../../features/calendar/live/event-changed';
import { AccountChangedSubscription, applyAccountChanged } from '../../features/roles-permissions/live/account-changed';
import { applyChatChanged, applyChatTyping, applyChatUserChanged, ChatChangedSubscription, ChatTypingSubscription, ChatUserChangedSubscription } from '../../features/chat/live/chat-changed';
import { applyCartChanged, applyWishlistChanged, CartChangedSubscription, WishlistChangedSubscription } from '../../features/ecommerce/live/shop-changed';
import { applyEmailsChanged, EmailsChangedSubscription } from '../../features/email/live/emails-changed';
import { applyInvoiceChanged, InvoiceChangedSubscription } from '../../features/invoices/live/invoice-changed';
import { applyPermissionChanged, PermissionChangedSubscription } from '../../features/roles-permissions/live/permission-changed';
import { applyTaskChanged, TaskChangedSubscription } from '../../features/todo/live/task-changed';
import { applyUserChanged, UserChangedSubscription } from '../../features/users/live/user-changed';
import { applySavedViewChanged } from '../../components/saved-views/saved-view-changed';
import { SavedViewChangedSubscription } from '../../components/saved-views/documents';
import { Can, type Subject } from '../../lib/ability';
import { useLiveSubscription } from '../../lib/live/use-live-subscription';
import { applyNotificationChanged, NotificationChangedSubscription } from '../notifications/notification-changed';
import { applyBookmarkChanged, BookmarkChangedSubscription } from '../search/bookmark-changed';
import { AbilityChangedSubscription, applyAbilityChanged } from './ability-changed';

/** Each feature's subscriptions, with the subject they need `read` on (the server refuses the rest). */
const FEEDS: readonly { name: string; subject: Subject; use: () => void }[] = [
  { name: 'ability', subject: 'Auth', use: () => useLiveSubscription(AbilityChangedSubscription, applyAbilityChanged) },
  { name: 'notifications', subject: 'Auth', use: () => useLiveSubscription(NotificationChangedSubscription, applyNotificationChanged) },
  { name: 'bookmarks', subject: 'Auth', use: () => useLiveSubscription(BookmarkChangedSubscription, applyBookmarkChanged) },
  { name: 'saved-views', subject: 'Auth', use: () => useLiveSubscription(SavedViewChangedSubscription, applySavedViewChanged) },
  { name: 'tasks', subject: 'Task', use: () => useLiveSubscription(TaskChangedSubscription, applyTaskChanged) },
  { name: 'events', subject: 'Event', use: () => useLiveSubscription(CalendarEventChangedSubscription, applyEventChanged) },
  { name: 'emails', subject: 'Email', use: () => useLiveSubscription(EmailsChangedSubscription, applyEmailsChanged) },
  { name: 'permissions', subject: 'Permission', use: () => useLiveSubscription(PermissionChangedSubscription, applyPermissionChanged) },
  { name: 'users', subject: 'User', use: () => useLiveSubscription(UserChangedSubscription, applyUserChanged) },
  { name: 'invoices', subject: 'Invoice', use: () => useLiveSubscription(InvoiceChangedSubscription, applyInvoiceChanged) },
  { name: 'mail-log', subject: 'MailLog', use: () => useLiveSubscription(MailLetterChangedSubscription, applyMailLetterChanged) },
  { name: 'accounts', subject: 'Account', use: () => useLiveSubscription(AccountChangedSubscription, applyAccountChanged) },
  { name: 'cart', subject: 'Product', use: () => useLiveSubscription(CartChangedSubscription, applyCartChanged) },
  { name: 'wishlist', subject: 'Product', use: () => useLiveSubscription(WishlistChangedSubscription, applyWishlistChanged) },
  { name: 'chat', subject: 'Chat', use: () => useLiveSubscription(ChatChangedSubscription, applyChatChanged) },
  { name: 'chat-users', subject: 'Chat', use: () => useLiveSubscription(ChatUserChangedSubscription, applyChatUserChanged) },
  { name: 'chat-typing', subject: 'Chat', use: () => useLiveSubscription(ChatTypingSubscription, applyChatTyping, { transient: true }) },
];

function Live({ use }: { use: () => void }) {
  use();
  return null;
}

/**
 * The shell's live subscriptions, one set per signed-in session: they keep the normalized cache current
 * on every page (a list read earlier is right when it is shown again), not only on the page showing it.
 * Each runs only if the account may read its subject, so a client-role session asks for nothing it may not read.
 */
export function LiveUpdates() {
  return (
    <>
      {FEEDS.map(({ name, subject, use }) => (
        <Can key={name} I="read" a={subject}>
          <Live use={use} />
        </Can>
      ))}
    </>
  );
}
