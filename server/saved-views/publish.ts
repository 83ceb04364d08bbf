import type { EventPublisher } from '../events/bus.js';
import type { ChangeKind, TopicRules } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { AccountRole } from '../access/roles.js';
import type { SavedViewRecord, ViewList } from './models.js';
import type { SavedViewRepository } from './repository.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    /**
     * A view of the list added, changed or removed (with the roles it was shared with before, so those who no longer
     * see it hear that it is gone), or someone's default changed (`view` null, to that person only).
     */
    savedView: { change: ChangeKind; list: ViewList; view: SavedViewRecord | null; sharedBefore: AccountRole[] };
  }
}

/** Every signed-in account may have views; each event goes to those who see the view (server/live and service.ts). */
export const savedViewTopics = { savedView: { subject: 'Auth', shared: false } } as const satisfies Partial<TopicRules>;

/** View changes, REST or GraphQL alike, and a person's default to their own sessions. */
export function publishSavedViewChanges(repo: SavedViewRepository, events: EventPublisher, report: ErrorReporter): SavedViewRepository {
  const publish = (change: ChangeKind, view: SavedViewRecord, sharedBefore: AccountRole[] = view.sharedWith) =>
    events.publish(liveEvent({ topic: 'savedView', change, list: view.list, view, sharedBefore }));
  return publishingWrites(
    repo,
    {
      add: { after: (view) => publish('CREATED', view) },
      update: {
        before: async (id) => (await repo.find(id)).sharedWith,
        after: (view, _args, before) => publish('UPDATED', view, Array.isArray(before) ? (before as AccountRole[]) : view.sharedWith),
      },
      remove: { after: (view) => publish('DELETED', view) },
      reinstate: { after: (view) => publish('CREATED', view) },
      setDefault: { after: ({ accountId, list }) => events.publish(liveEvent({ topic: 'savedView', change: 'UPDATED', list, view: null, sharedBefore: [] }, [accountId])) },
    },
    report,
  );
}
