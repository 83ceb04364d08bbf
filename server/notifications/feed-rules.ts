import { InvalidInputError } from '../common/errors.js';
import type { NewNotification, NotificationRecord } from './models.js';

/** The feed rules that do not depend on where notifications live, shared by both stores. */

export const MAX_FEED_PAGE = 100;
/** Older notifications beyond this many per account are dropped. */
export const MAX_FEED_LENGTH = 200;
export const EXCERPT_LENGTH = 200;

export interface FeedQuery {
  first?: number;
  unreadOnly?: boolean;
}

export function checkedFeedQuery({ first = 20, unreadOnly = false }: FeedQuery = {}): Required<FeedQuery> {
  if (!Number.isSafeInteger(first) || first < 1 || first > MAX_FEED_PAGE) throw new InvalidInputError(`first must be between 1 and ${MAX_FEED_PAGE}`);
  return { first, unreadOnly };
}

/** A new notification as stored, unread, with its id. */
export function newNotification(id: number, input: NewNotification): NotificationRecord {
  return { ...input, id, excerpt: shortExcerpt(input.excerpt), count: input.count ?? 1, batchId: input.batchId ?? null, isRead: false };
}

export function shortExcerpt(excerpt: string | null): string | null {
  return excerpt === null ? null : excerpt.slice(0, EXCERPT_LENGTH);
}

/** Newest first; the id breaks ties. */
export function newestFirst(a: NotificationRecord, b: NotificationRecord): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}
