import type { Subject } from '../access/abilities.js';
import type { AccountRole } from '../access/roles.js';

/**
 * Every live event the server publishes, as an open catalog: each domain adds its topics by declaration
 * merging, beside the writes that publish them:
 *
 *   declare module '../events/catalog.js' {
 *     interface LiveEventTopics {
 *       task: { change: ChangeKind; task: TaskRecord; previousAssigneeId: number | null };
 *     }
 *   }
 *
 * and says who may receive them in its `TopicRules` (the composition root gathers them all, and the compiler
 * refuses a topic without one). Events are plain JSON (an implementation across processes serializes them, and
 * the in-process one round-trips them through JSON so nothing else slips in); records are snapshots taken when
 * the write happened. Viewer-dependent views (a chat as one of its two people sees it, product flags) are not in
 * the event: subscribers read them when they deliver.
 */
export interface LiveEventTopics {
  /** What some accounts may do may have changed: the accounts named, and every account of the roles named. */
  ability: { accountIds: number[]; roles: AccountRole[] };
}

export const CHANGE_KINDS = ['CREATED', 'UPDATED', 'DELETED'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export type Topic = keyof LiveEventTopics;

export type LiveEventBody = { [T in Topic]: { topic: T } & LiveEventTopics[T] }[Topic];

export interface EventEnvelope {
  /** When set, only these accounts may receive the event (their chats, their own feed). */
  audience: number[] | null;
  /** The signed-in account whose request caused it; null for the system (presence timers, reminders). */
  actorId: number | null;
  /** ISO-8601 time of publishing. */
  at: string;
  /** The bulk change (a bulk job, an import) whose write raised it: its records' events are told together. */
  batchId?: string;
}

export type LiveEvent = LiveEventBody & EventEnvelope;
export type EventOf<T extends Topic> = Extract<LiveEvent, { topic: T }>;

/** Who may receive a topic's events, and how they are delivered. */
export interface TopicRule {
  /**
   * What an account must be allowed to read to receive the topic's events: the same CASL subject as the matching
   * queries. Checked when a subscription starts and again for every event.
   */
  subject: Subject;
  /**
   * The payload is the same for every receiver (no viewer-relative part), so one execution of a subscription
   * document can serve every socket that subscribed with it (server/graphql/shared-execution.ts). Per-account
   * topics (cart, wishlist, mail) stay out: each event goes to its own account only.
   */
  shared: boolean;
}

export type TopicRules = Readonly<Record<Topic, TopicRule>>;

/** The topics of this layer's own: everyone's own abilities (each event names whose). */
export const ACCESS_TOPICS = { ability: { subject: 'Auth', shared: false } } as const satisfies Partial<TopicRules>;
