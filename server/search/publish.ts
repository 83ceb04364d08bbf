import type { EventPublisher } from '../events/bus.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { SearchRepository } from './repository.js';

/** Bookmark toggles, REST or GraphQL alike. */
export function publishBookmarkChanges(repo: SearchRepository, events: EventPublisher, report: ErrorReporter): SearchRepository {
  return publishingWrites(
    repo,
    // A bookmark is its account's own: only that account's sessions hear of it.
    { toggleBookmark: { after: (page, [accountId]) => events.publish(liveEvent({ topic: 'bookmark', page }, [accountId])) } },
    report,
  );
}
