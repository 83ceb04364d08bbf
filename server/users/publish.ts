import type { EventPublisher } from '../events/bus.js';
import type { ChangeKind } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { UserRecord } from './models.js';
import type { UserRepository } from './repository.js';

/** Listed users added and deleted, REST or GraphQL alike. */
export function publishUserChanges(repo: UserRepository, events: EventPublisher, report: ErrorReporter): UserRepository {
  const publish = (change: ChangeKind, user: UserRecord) => events.publish(liveEvent({ topic: 'user', change, user }));
  return publishingWrites(
    repo,
    { add: { after: (user) => publish('CREATED', user) }, delete: { after: (user) => publish('DELETED', user) } },
    report,
  );
}
