import type { EventPublisher } from '../events/bus.js';
import { liveEvent } from '../events/envelope.js';
import { publishRecordChanges, type ErrorReporter } from '../events/publishing.js';
import type { UserRecord } from './models.js';
import type { UserRepository } from './repository.js';

/** Listed users added and deleted, REST or GraphQL alike. */
export function publishUserChanges(repo: UserRepository, events: EventPublisher, report: ErrorReporter): UserRepository {
  return publishRecordChanges<UserRepository, UserRecord>(
    repo,
    { add: 'CREATED', delete: 'DELETED' },
    (change, user) => events.publish(liveEvent({ topic: 'user', change, user })),
    report,
  );
}
