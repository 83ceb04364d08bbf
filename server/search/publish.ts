import type { EventPublisher } from '../events/bus.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { SearchRepository } from './repository.js';
import type { TopicRules } from '../events/catalog.js';
import type { PageEntry } from './models.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    bookmark: { page: PageEntry };
  }
}

/** Who may receive this domain's live events (server/events/catalog.ts). */
export const searchTopics = {
  // The navbar bookmark list needs only `read Auth` (docs/roles-and-permissions.md).
  bookmark: { subject: 'Auth', shared: true },
} as const satisfies Partial<TopicRules>;

/** Bookmark toggles, REST or GraphQL alike. */
export function publishBookmarkChanges(repo: SearchRepository, events: EventPublisher, report: ErrorReporter): SearchRepository {
  return publishingWrites(
    repo,
    // A bookmark is its account's own: only that account's sessions hear of it.
    { toggleBookmark: { after: (page, [accountId]) => events.publish(liveEvent({ topic: 'bookmark', page }, [accountId])) } },
    report,
  );
}
