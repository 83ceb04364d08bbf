import type { AuditEventRecord } from '../audit/models.js';
import type { Subject } from '../access/abilities.js';
import type { AccountRole } from '../access/roles.js';
import type { AccountRecord } from '../../seed/accounts.js';
import type { EventRecord } from '../calendar/models.js';
import type { ChatMessageRecord } from '../chat/models.js';
import type { EmailRecord } from '../email/models.js';
import type { InvoiceRecord } from '../invoices/models.js';
import type { PermissionRecord } from '../permissions/models.js';
import type { TaskRecord } from '../todo/models.js';
import type { UserRecord } from '../users/models.js';
import type { PageEntry } from '../../seed/search.js';

/**
 * Every live event the server publishes, in one place. Events are plain JSON (an implementation across
 * processes serializes them, and the in-process one round-trips them through JSON so nothing else slips
 * in); records are snapshots taken when the write happened. Viewer-dependent views (a chat as one of its
 * two people sees it, product flags) are not in the event: subscribers read them when they deliver.
 */
export type ChangeKind = 'CREATED' | 'UPDATED' | 'DELETED';

/** An account as events carry it: never its password's or invitation's hash. */
export type AccountView = Omit<AccountRecord, 'passwordHash' | 'inviteTokenHash'>;

export type LiveEventBody =
  | { topic: 'task'; change: ChangeKind; task: TaskRecord; previousAssigneeId: number | null }
  | { topic: 'calendarEvent'; change: ChangeKind; event: EventRecord }
  /** `accountId`: whose mailbox (the event's audience). */
  | { topic: 'emails'; change: ChangeKind; accountId: number; emails: EmailRecord[] }
  | { topic: 'permission'; change: ChangeKind; permission: PermissionRecord }
  | { topic: 'user'; change: ChangeKind; user: UserRecord }
  | { topic: 'invoice'; change: ChangeKind; invoice: InvoiceRecord }
  | { topic: 'bookmark'; page: PageEntry }
  | { topic: 'cart'; change: ChangeKind; productId: number }
  | { topic: 'wishlist'; change: ChangeKind; productId: number }
  /** `members` are the two chat user ids; `created` when the message started the conversation. */
  | { topic: 'chat.message'; chatId: number; members: [number, number]; message: ChatMessageRecord; created: boolean }
  /** `readerId` opened the conversation with `contactId`. */
  | { topic: 'chat.read'; chatId: number; readerId: number; contactId: number }
  | { topic: 'chat.typing'; fromId: number; toId: number; isTyping: boolean; expiresAt: string | null }
  /** A person of the chat directory changed (presence, status, about, settings, or joined). */
  | { topic: 'chat.user'; userId: number }
  | { topic: 'notification'; change: ChangeKind; accountId: number; notificationIds: number[] }
  /**
   * An account created or changed (role, activity, invitation accepted, sign-in): the administration screens.
   * `previous`: its role and activity before the change (null when created), so lists filtered by them follow.
   */
  | { topic: 'account'; change: ChangeKind; account: AccountView; previous: Pick<AccountView, 'role' | 'active'> | null }
  /** What some accounts may do may have changed (issue 24): the accounts named, and every account of the roles named. */
  | { topic: 'ability'; accountIds: number[]; roles: AccountRole[] }
  /** An audit event was recorded (server/audit/): the log page shows it live. */
  | { topic: 'audit'; event: AuditEventRecord };

export type Topic = LiveEventBody['topic'];

export interface EventEnvelope {
  /** When set, only these accounts may receive the event (their chats, their own feed). */
  audience: number[] | null;
  /** The signed-in account whose request caused it; null for the system (presence timers, reminders). */
  actorId: number | null;
  /** ISO-8601 time of publishing. */
  at: string;
}

export type LiveEvent = LiveEventBody & EventEnvelope;
export type EventOf<T extends Topic> = Extract<LiveEvent, { topic: T }>;

/**
 * What an account must be allowed to read to receive an event of each topic: the same CASL subject as the
 * matching queries. Checked when a subscription starts and again for every event.
 */
export const TOPIC_SUBJECTS: Readonly<Record<Topic, Subject>> = {
  task: 'Task',
  calendarEvent: 'Event',
  emails: 'Email',
  permission: 'Permission',
  user: 'User',
  invoice: 'Invoice',
  // The navbar bookmark list needs only `read Auth` (README, "Authorization").
  bookmark: 'Auth',
  cart: 'Product',
  wishlist: 'Product',
  'chat.message': 'Chat',
  'chat.read': 'Chat',
  'chat.typing': 'Chat',
  'chat.user': 'Chat',
  // Everyone's own feed; each notification is raised only for accounts that may read what it points to.
  notification: 'Auth',
  account: 'Account',
  // Everyone's own abilities; each event names whose.
  ability: 'Auth',
  audit: 'AuditLog',
};

/**
 * Topics whose payload is the same for every receiver (no viewer-relative part), so one execution of a
 * subscription document can serve every socket that subscribed with it (server/live/shared-execution.ts).
 * Cart, wishlist and mail stay out: they are per account (issue 15); each event goes to its own account only.
 */
export const SHARED_PAYLOAD_TOPICS: ReadonlySet<Topic> = new Set<Topic>(['task', 'calendarEvent', 'permission', 'user', 'invoice', 'bookmark', 'account', 'audit']);
